// The guild's iCal feed (docs/calendario.md): its public URL and the one with the token (private
// events too), each with «Copiar», to subscribe from Google Calendar or Thunderbird. Nothing is shown
// while the server has no feed (its 404) or it could not be read: the page works without it.
import { useId } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useToast } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { useEnlaceIcs } from '../api/get-enlace-ics';
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

export function EnlaceIcs() {
  const t = useTextos(textosCalendario);
  const enlace = useEnlaceIcs();
  if (!enlace.data) return null;
  return (
    <details className="cal-ics">
      <summary>{t('ics.titulo')}</summary>
      <p className="cal-ics-ayuda">{t('ics.ayuda')}</p>
      <Enlace label={t('ics.publico')} url={enlace.data.url} />
      {enlace.data.privado ? <Enlace label={t('ics.privado')} url={enlace.data.privado} /> : null}
    </details>
  );
}
