// An officer adds a player who never signed up to an event's list (docs/calendario.md, «Sign-ups»): a
// searchable list of the active players not on the list yet, the role and «Confirmado» or «Reserva».
// PUT /api/calendario/confirmar with `rol`; a full role (409) or a cancelled event is refused by the
// server and said here.
import { useId, useState, type FormEvent } from 'react';
import { Button } from 'primereact/button';
import type { Evento, RolEvento } from '@reparto/contract';
import { ServerError } from '../../../components/form-messages';
import { SelectorJugador } from '../../../components/selector-jugador';
import { errorMessage } from '../../../lib/api-client';
import { useJugadoresActivos } from '../../../lib/consultas/jugadores-select';
import { useTextos } from '../../../lib/i18n/textos';
import { useConfirmar } from '../api/escrituras';
import { NOMBRE_ESTADO } from '../nombres';
import { rolesDelEvento } from '../reglas';
import { textosCalendario } from '../textos';
import { CampoRol } from './campo-rol';

const ESTADOS = ['confirmado', 'reserva'] as const;

export function AnadirJugador({ evento }: { evento: Evento }) {
  const t = useTextos(textosCalendario);
  const id = useId();
  const jugadores = useJugadoresActivos(true);
  const confirmar = useConfirmar();
  const roles = rolesDelEvento(evento);
  const [idPlayer, setIdPlayer] = useState<number | null>(null);
  const [rol, setRol] = useState<RolEvento>(roles[0]!);
  const [estado, setEstado] = useState<(typeof ESTADOS)[number]>('confirmado');
  const [rechazo, setRechazo] = useState<string | undefined>();
  const enLista = new Set(evento.inscripciones.map((i) => i.id_player));
  const opciones = (jugadores.data ?? []).filter((j) => !enLista.has(j.id_player));

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    if (idPlayer === null || confirmar.isPending) return;
    setRechazo(undefined);
    confirmar
      .enviar({ idEvento: evento.id_evento, idPlayer, estado, rol })
      .then(() => setIdPlayer(null))
      .catch((error: unknown) => setRechazo(errorMessage(error)));
  };

  return (
    <form className="cal-anadir" onSubmit={enviar} aria-label={t('anadir.titulo', { titulo: evento.titulo })} noValidate>
      <div className="cal-campo cal-campo-jugador">
        <label htmlFor={`${id}-jugador`}>{t('anadir.jugador')}</label>
        <SelectorJugador
          inputId={`${id}-jugador`}
          label={t('anadir.jugador')}
          value={idPlayer}
          opciones={opciones}
          placeholder={t('anadir.elegir')}
          vacio={t('anadir.sinJugadores')}
          onChange={setIdPlayer}
        />
      </div>
      <CampoRol id={`${id}-rol`} label={t('inscripciones.rol')} evento={evento} rol={rol} onChange={setRol} />
      <div className="cal-campo">
        <label htmlFor={`${id}-estado`}>{t('inscripciones.estado')}</label>
        <select
          id={`${id}-estado`}
          className="p-inputtext p-component"
          value={estado}
          onChange={(e) => setEstado(e.target.value as (typeof ESTADOS)[number])}
        >
          {ESTADOS.map((e) => (
            <option key={e} value={e}>
              {t(NOMBRE_ESTADO[e])}
            </option>
          ))}
        </select>
      </div>
      <Button
        type="submit"
        size="small"
        icon="pi pi-user-plus"
        label={t('anadir.boton')}
        aria-label={t('anadir.botonA', { titulo: evento.titulo })}
        disabled={idPlayer === null}
        loading={confirmar.isPending}
      />
      <ServerError message={rechazo} />
    </form>
  );
}
