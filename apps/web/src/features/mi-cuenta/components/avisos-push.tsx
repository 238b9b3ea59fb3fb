// «Notificaciones» on «Mi cuenta» (docs/pwa.md, «Avisos en el dispositivo»): turn notifications on in this
// browser (it asks the permission), one switch per kind (paid, withdrawal decided, regear decided,
// calendar reminder), turn them off. Says plainly when the browser cannot receive them or blocked them.
import { useEffect, useState } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TIPOS_PUSH, type TipoPush } from '@reparto/contract';
import { useToast } from '../../../components/toast';
import { useTextos } from '../../../lib/i18n/textos';
import { apagarPush, cambiarTipos, encenderPush, leerEstadoPush, type EstadoPush } from '../api/push';
import { textosMiCuenta } from '../textos';

const ETIQUETA: Record<
  TipoPush,
  'push.tipoPagado' | 'push.tipoRetiro' | 'push.tipoRegear' | 'push.tipoRecordatorio' | 'push.tipoVenta'
> = {
  pagado: 'push.tipoPagado',
  retiro: 'push.tipoRetiro',
  regear: 'push.tipoRegear',
  recordatorio: 'push.tipoRecordatorio',
  venta: 'push.tipoVenta',
};

export function AvisosPush() {
  const t = useTextos(textosMiCuenta);
  const toast = useToast();
  const [estado, setEstado] = useState<EstadoPush>({ tipo: 'cargando' });
  const [ocupado, setOcupado] = useState(false);

  useEffect(() => {
    let vigente = true;
    leerEstadoPush()
      .then((e) => vigente && setEstado(e))
      .catch(() => vigente && setEstado({ tipo: 'apagado' }));
    return () => void (vigente = false);
  }, []);

  async function hacer(accion: () => Promise<{ estado: EstadoPush; mensaje?: string | undefined }>) {
    setOcupado(true);
    try {
      const r = await accion();
      setEstado(r.estado);
      if (r.mensaje) toast.show('success', t('push.titulo'), r.mensaje);
    } catch (error) {
      toast.showError({ lead: t('push.error'), error });
    } finally {
      setOcupado(false);
    }
  }

  return (
    <section aria-labelledby="mi-cuenta-push">
      <h2 id="mi-cuenta-push">{t('push.titulo')}</h2>
      {estado.tipo === 'sinSoporte' ? <p>{t('push.sinSoporte')}</p> : null}
      {estado.tipo === 'bloqueado' ? <Message severity="warn" text={t('push.bloqueado')} /> : null}
      {estado.tipo === 'apagado' ? (
        <>
          <p>{t('push.ayuda')}</p>
          <Button
            type="button"
            label={t('push.encender')}
            icon="pi pi-bell"
            loading={ocupado}
            onClick={() => void hacer(encenderPush)}
          />
        </>
      ) : null}
      {estado.tipo === 'encendido' ? (
        <>
          <p>{t('push.encendidas')}</p>
          <fieldset className="mi-cuenta-push-tipos">
            <legend>{t('push.tipos')}</legend>
            {TIPOS_PUSH.map((tipo) => (
              <div className="mi-cuenta-casilla" key={tipo}>
                <input
                  type="checkbox"
                  id={`mi-cuenta-push-${tipo}`}
                  checked={estado.tipos.includes(tipo)}
                  disabled={ocupado}
                  onChange={(e) => {
                    const tipos = e.target.checked ? [...estado.tipos, tipo] : estado.tipos.filter((x) => x !== tipo);
                    void hacer(async () => ({
                      mensaje: await cambiarTipos(estado.suscripcion, tipos),
                      estado: { ...estado, tipos: TIPOS_PUSH.filter((x) => tipos.includes(x)) },
                    }));
                  }}
                />
                <label htmlFor={`mi-cuenta-push-${tipo}`}>{t(ETIQUETA[tipo])}</label>
              </div>
            ))}
          </fieldset>
          <Button
            type="button"
            label={t('push.apagar')}
            icon="pi pi-bell-slash"
            severity="secondary"
            outlined
            loading={ocupado}
            onClick={() =>
              void hacer(async () => ({ mensaje: await apagarPush(estado.suscripcion), estado: { tipo: 'apagado' } }))
            }
          />
        </>
      ) : null}
    </section>
  );
}
