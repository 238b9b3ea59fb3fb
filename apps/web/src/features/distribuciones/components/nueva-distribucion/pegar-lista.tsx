// A pasted list of names (one per line, or separated by commas or spaces; guild tags are ignored),
// matched by the server like a voice channel: it works whether or not Discord is configured.
import { useState } from 'react';
import { InputTextarea } from 'primereact/inputtextarea';
import { Button } from 'primereact/button';
import { LISTA_TEXTO_MAX, nombresDeLista } from '@reparto/contract';
import { useToast } from '../../../../components/toast';
import { useJugadoresDeLista } from '../../api/get-jugadores-de-lista';
import type { NombresEncontrados } from './nombres-encontrados';
import { ID_SELECCIONADOS } from './seleccionados';
import { useTextos } from '../../../../lib/i18n/textos';
import { textosDistribuciones } from '../../textos';

export function PegarLista({
  onResultado,
  listaInicial = '',
  onLista,
}: {
  onResultado: (resultado: NombresEncontrados) => void;
  /** «Corregir»: the list the original was made from, shown again (open). */
  listaInicial?: string;
  /** The list whose players were added. */
  onLista?: (lista: string) => void;
}) {
  const toast = useToast();
  const t = useTextos(textosDistribuciones);
  const buscar = useJugadoresDeLista();
  const [texto, setTexto] = useState(listaInicial);
  const nombres = nombresDeLista(texto).length;

  const enviar = () => {
    if (nombres === 0 || buscar.isPending) return;
    buscar.mutate(texto, {
      onSuccess: (res) => {
        onResultado(res);
        onLista?.(texto);
        setTexto('');
        // The keyboard goes on where the names went: the list of chosen players.
        setTimeout(() => document.getElementById(ID_SELECCIONADOS)?.focus());
      },
      onError: (error) => toast.showError({ lead: t('lista.error'), error, life: 3000 }),
    });
  };

  return (
    <details className="dist-pegar-lista" open={listaInicial !== '' || undefined}>
      <summary>{t('lista.resumen')}</summary>
      <label htmlFor="dist-lista">{t('lista.label')}</label>
      <InputTextarea
        id="dist-lista"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        rows={3}
        maxLength={LISTA_TEXTO_MAX}
        placeholder={t('lista.ejemplo')}
        aria-describedby="dist-lista-ayuda"
      />
      <div className="dist-row">
        <small id="dist-lista-ayuda" className="dist-muted dist-grow" aria-live="polite">
          {t('lista.ayuda', { n: nombres })}
        </small>
        <Button
          type="button"
          label={t('lista.anadir')}
          icon="pi pi-list-check"
          size="small"
          outlined
          disabled={nombres === 0}
          loading={buscar.isPending}
          onClick={enviar}
        />
      </div>
    </details>
  );
}
