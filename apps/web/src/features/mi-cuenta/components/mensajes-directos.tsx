// «Mensajes directos de Discord» on «Mi cuenta» (docs/integraciones.md): the switch of the member's DMs
// (their claim or withdrawal decided or paid, their share paid), and, when Discord refused one (closed
// DMs), the hint to open them. Without a linked Discord account the switch says none will arrive.
import { Message } from 'primereact/message';
import type { MiCuenta } from '@reparto/contract';
import { useSaveToasts } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { useFormato } from '../../../lib/i18n/formato';
import { useGuardarAvisosMd } from '../api/avisos-md';
import { textosMiCuenta } from '../textos';

export function MensajesDirectos({ cuenta }: { cuenta: MiCuenta }) {
  const t = useTextos(textosMiCuenta);
  const { fecha } = useFormato();
  const guardar = useGuardarAvisosMd();
  const saveToasts = useSaveToasts();
  return (
    <section aria-labelledby="mi-cuenta-md">
      <h2 id="mi-cuenta-md">{t('md.titulo')}</h2>
      <div className="mi-cuenta-casilla">
        <input
          type="checkbox"
          id="mi-cuenta-avisos-md"
          checked={cuenta.avisos_md}
          disabled={guardar.isPending}
          aria-describedby="mi-cuenta-avisos-md-ayuda"
          onChange={(e) =>
            guardar.mutate(
              e.target.checked,
              saveToasts((r) => [t('md.guardado'), r.message]),
            )
          }
        />
        <label htmlFor="mi-cuenta-avisos-md">{t('md.recibir')}</label>
      </div>
      <p id="mi-cuenta-avisos-md-ayuda">{cuenta.discord ? t('md.ayuda') : t('md.sinDiscord')}</p>
      {cuenta.md_rechazado && cuenta.avisos_md ? (
        <Message severity="warn" text={t('md.rechazado', { fecha: fecha(cuenta.md_rechazado) })} />
      ) : null}
    </section>
  );
}
