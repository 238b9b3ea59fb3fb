// The role of a sign-up: a native select of the event's roles, each with its slots taken («DPS (1/2)»).
// A member's own sign-up (apuntarse.tsx) and an officer adding a player (anadir-jugador.tsx).
import type { Evento, RolEvento } from '@reparto/contract';
import { nombreRolEvento } from '../../../lib/i18n/nombres';
import { useTextos } from '../../../lib/i18n/textos';
import { ocupacion, rolesDelEvento } from '../reglas';
import { textosCalendario } from '../textos';

export function CampoRol({
  id,
  label,
  evento,
  rol,
  onChange,
}: {
  id: string;
  label: string;
  evento: Evento;
  rol: RolEvento;
  onChange(rol: RolEvento): void;
}) {
  const t = useTextos(textosCalendario);
  return (
    <div className="cal-campo cal-campo-rol">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="p-inputtext p-component" value={rol} onChange={(e) => onChange(e.target.value as RolEvento)}>
        {rolesDelEvento(evento).map((r) => (
          <option key={r} value={r}>
            {t('apuntarse.rolOcupacion', { rol: nombreRolEvento(r), ...ocupacion(evento, r) })}
          </option>
        ))}
      </select>
    </div>
  );
}
