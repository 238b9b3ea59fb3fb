// A filled "Nueva distribución" is not thrown away by a stray key: Escape, the close icon and the
// browser's Back (on a phone, the system's back button) ask first. While the dialog is open it holds a
// history entry of its own (same URL, the router's state kept), so Back closes the dialog, or asks,
// instead of leaving the page; closed by its own buttons, it takes that entry back.
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

const MARCA = 'nuevaDistribucion';

const enEntradaPropia = () => (window.history.state as Record<string, unknown> | null)?.[MARCA] === true;
const empujarEntrada = () => {
  if (!enEntradaPropia()) window.history.pushState({ ...(window.history.state ?? {}), [MARCA]: true }, '');
};

export function useConfirmarDescarte({ visible, sucio, onHide }: { visible: boolean; sucio: boolean; onHide: () => void }) {
  const t = useTextos(textosDistribuciones);
  const [preguntando, setPreguntando] = useState(false);
  // The Back listener lives as long as the dialog is open; it reads the latest form state.
  const actual = useRef({ sucio, onHide });
  useEffect(() => {
    actual.current = { sucio, onHide };
  });

  useEffect(() => {
    if (!visible) return;
    empujarEntrada();
    const alVolver = () => {
      if (enEntradaPropia()) return;
      if (actual.current.sucio) setPreguntando(true);
      else actual.current.onHide();
    };
    window.addEventListener('popstate', alVolver);
    return () => {
      window.removeEventListener('popstate', alVolver);
      if (enEntradaPropia()) window.history.back();
    };
  }, [visible]);

  return {
    /** Escape and the close icon: ask when there is something to lose. */
    pedirCierre: () => (sucio ? setPreguntando(true) : onHide()),
    confirmacion: (
      <ConfirmDialog
        visible={preguntando}
        onHide={() => setPreguntando(false)}
        header={t('descarte.titulo')}
        message={t('descarte.mensaje')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('descarte.si')}
        rejectLabel={t('descarte.no')}
        acceptClassName="p-button-danger"
        defaultFocus="reject"
        accept={onHide}
        // Still editing after a Back: the dialog takes its history entry again.
        reject={empujarEntrada}
      />
    ),
  };
}
