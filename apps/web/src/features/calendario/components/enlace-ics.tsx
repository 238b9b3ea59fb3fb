// The guild's iCal feed (docs/calendario.md): its public URL and the one with the token (private
// events too), each with «Copiar», to subscribe from Google Calendar or Thunderbird. Nothing is shown
// while the server has no feed (its 404) or it could not be read: the page works without it. The leader
// renews the private link (a leaked one) after a confirmation that every private link given so far stops
// working; the new links are the answer's.
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { InputText } from 'primereact/inputtext';
import { ERROR_DETALLE, useToast } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { useEnlaceIcs, useRenovarEnlaceIcs } from '../api/get-enlace-ics';
import { textosCalendario } from '../textos';

function Enlace({ label, url }: { label: string; url: string }) {
  const t = useTextos(textosCalendario);
  const toast = useToast();
  const id = useId();
  const copiar = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.show('success', t('ics.copiado'), url),
      () => toast.show('warn', t('ics.noCopiado')),
    );
  return (
    <div className="cal-enlace">
      <label htmlFor={id}>{label}</label>
      <div className="cal-enlace-fila">
        <InputText id={id} value={url} readOnly onFocus={(e) => e.target.select()} />
        <Button
          type="button"
          size="small"
          outlined
          icon="pi pi-copy"
          label={t('ics.copiar')}
          aria-label={t('ics.copiarDe', { que: label })}
          onClick={() => void copiar()}
        />
      </div>
    </div>
  );
}

/** «Renovar enlace privado» (the leader's only: the API answers 403 to anyone else). */
function Renovar() {
  const t = useTextos(textosCalendario);
  const toast = useToast();
  const renovar = useRenovarEnlaceIcs();
  const [preguntar, setPreguntar] = useState(false);
  const aceptar = () =>
    renovar
      .mutateAsync()
      .then(() => toast.show('success', t('ics.renovado'), t('ics.renovadoDetalle')))
      .catch((error: unknown) => toast.showError({ lead: ERROR_DETALLE, error }));
  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        severity="danger"
        icon="pi pi-refresh"
        label={t('ics.renovar')}
        loading={renovar.isPending}
        onClick={() => setPreguntar(true)}
      />
      <ConfirmDialog
        visible={preguntar}
        onHide={() => setPreguntar(false)}
        appendTo={document.body}
        header={t('ics.renovar')}
        message={t('ics.renovarPregunta')}
        icon="pi pi-exclamation-triangle"
        acceptLabel={t('ics.renovarSi')}
        rejectLabel={t('ics.renovarNo')}
        // Every private link given so far stops working: a single Enter renews nothing.
        defaultFocus="reject"
        accept={() => void aceptar()}
      />
    </>
  );
}

export function EnlaceIcs({ lider }: { lider: boolean }) {
  const t = useTextos(textosCalendario);
  const enlace = useEnlaceIcs();
  if (!enlace.data) return null;
  return (
    <details className="cal-ics">
      <summary>{t('ics.titulo')}</summary>
      <p className="cal-ics-ayuda">{t('ics.ayuda')}</p>
      <Enlace label={t('ics.publico')} url={enlace.data.url} />
      {enlace.data.privado ? <Enlace label={t('ics.privado')} url={enlace.data.privado} /> : null}
      {lider ? <Renovar /> : null}
    </details>
  );
}
