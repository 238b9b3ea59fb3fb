// A member's own sign-up to an event (docs/calendario.md): a role and «Me apunto», «Reserva» or «No
// voy». A button is off, with the reason said beside it, when the event was cancelled, the deadline
// has passed (then only officers change the list), the role is full (a backup is still welcome) or it
// is what the member already said. The server checks all of it again: its refusal is shown here.
import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { ESTADOS_APUNTARSE, type EstadoApuntarse, type Evento, type RolEvento } from '@reparto/contract';
import { ServerError } from '../../../components/form-messages';
import { errorMessage } from '../../../lib/api-client';
import { useFormato } from '../../../lib/i18n/formato';
import { nombreRolEvento } from '../../../lib/i18n/nombres';
import { useTextos } from '../../../lib/i18n/textos';
import { useApuntarse } from '../api/escrituras';
import { diaYHora } from '../../../lib/momento';
import { inscripcionDe, motivoBloqueo, ocupacion, rolesDelEvento, type MotivoBloqueo } from '../reglas';
import { NOMBRE_ESTADO } from '../nombres';
import { textosCalendario } from '../textos';
import { CampoRol } from './campo-rol';

const BOTON = {
  apuntado: { clave: 'apuntarse.apuntado', icon: 'pi pi-check', severity: undefined },
  reserva: { clave: 'apuntarse.reserva', icon: 'pi pi-clock', severity: 'secondary' },
  no_va: { clave: 'apuntarse.noVa', icon: 'pi pi-times', severity: 'danger' },
} as const satisfies Record<EstadoApuntarse, object>;

export function Apuntarse({ evento, nickname, ahora }: { evento: Evento; nickname: string | null; ahora: number }) {
  const t = useTextos(textosCalendario);
  const { idioma } = useFormato();
  const id = useId();
  const propia = inscripcionDe(evento, nickname);
  const roles = rolesDelEvento(evento);
  const libre = roles.find((r) => motivoBloqueo(evento, propia, 'apuntado', r, ahora) !== 'completo');
  const [rol, setRol] = useState<RolEvento>(() => (propia && roles.includes(propia.rol) ? propia.rol : (libre ?? roles[0]!)));
  const [rechazo, setRechazo] = useState<string | undefined>();
  const apuntarse = useApuntarse();

  const motivos = Object.fromEntries(ESTADOS_APUNTARSE.map((e) => [e, motivoBloqueo(evento, propia, e, rol, ahora)])) as Record<
    EstadoApuntarse,
    MotivoBloqueo
  >;
  const { ocupados, total } = ocupacion(evento, rol);
  const motivoTexto: Record<Exclude<MotivoBloqueo, null | 'yaDice'>, string> = {
    cancelado: t('apuntarse.motivoCancelado'),
    cerrado: t('apuntarse.motivoCerrado', { cierre: diaYHora(idioma, evento.cierre_inscripcion) }),
    completo: t('apuntarse.motivoCompleto', { rol: nombreRolEvento(rol), ocupados, total }),
  };
  // One sentence for every button it turns off (the first that applies: cancelled, closed, full).
  const motivo = ESTADOS_APUNTARSE.map((e) => motivos[e]).find((m) => m !== null && m !== 'yaDice');

  const enviar = (estado: EstadoApuntarse) => {
    setRechazo(undefined);
    apuntarse.enviar({ idEvento: evento.id_evento, rol, estado }).catch((e: unknown) => setRechazo(errorMessage(e)));
  };
  const enviando = apuntarse.isPending ? apuntarse.variables?.estado : undefined;

  return (
    <div className="cal-apuntarse" role="group" aria-labelledby={`${id}-titulo`}>
      <p id={`${id}-titulo`} className="cal-apuntarse-estado">
        {propia
          ? t('apuntarse.suEstado', { estado: t(NOMBRE_ESTADO[propia.estado]), rol: nombreRolEvento(propia.rol) })
          : t('apuntarse.sinInscripcion')}
      </p>
      <div className="cal-apuntarse-fila">
        <CampoRol id={`${id}-rol`} label={t('apuntarse.rol')} evento={evento} rol={rol} onChange={setRol} />
        {ESTADOS_APUNTARSE.map((e) => (
          <Button
            key={e}
            type="button"
            size="small"
            label={t(BOTON[e].clave)}
            icon={BOTON[e].icon}
            severity={BOTON[e].severity}
            outlined={motivos[e] !== 'yaDice'}
            aria-pressed={motivos[e] === 'yaDice'}
            disabled={motivos[e] !== null || apuntarse.isPending}
            loading={enviando === e}
            aria-describedby={motivos[e] !== null && motivos[e] !== 'yaDice' ? `${id}-motivo` : undefined}
            onClick={() => enviar(e)}
          />
        ))}
      </div>
      {motivo ? (
        <p id={`${id}-motivo`} className="cal-motivo">
          <i className="pi pi-info-circle" aria-hidden="true" /> {motivoTexto[motivo]}
        </p>
      ) : null}
      <ServerError message={rechazo} />
    </div>
  );
}
