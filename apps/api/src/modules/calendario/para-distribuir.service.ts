// «Crear distribución» from an event (docs/calendario.md, «Calendario (eventos e inscripciones)»): what
// «Nueva distribución» starts with. The confirmed players and the standby ones (`reserva`), each with
// the role they signed up for and the weight their event's template gives (pesoDePlantilla over the
// template's CURRENT version: the role's weight × the presence's suggested weight when an attendance
// session is linked; standby at the template's standby weight); without a template every weight is 1
// and standby PESO_RESERVA_DEFECTO. The template's fixed extras come unassigned (`id_player` 0), the
// tax is the template's (the guild's without one), and the period is the place's open one. Any time: the
// web decides when to offer it.
import { PESO_RESERVA_DEFECTO, pesoDePlantilla, type ParaDistribuir, type ReglasPlantilla } from '@reparto/contract';
import type { Db } from '../../db/client.js';
import { detalle, type ConfigAsistencia } from '../asistencia/asistencia.service.js';
import * as repo from './calendario.repository.js';
import { noExiste } from './calendario.service.js';

type Reglas = Pick<ReglasPlantilla, 'pesos' | 'peso_reserva' | 'extras'> & { impuesto_pct?: number };
const SIN_PLANTILLA: Reglas = {
  pesos: {},
  peso_reserva: PESO_RESERVA_DEFECTO,
  extras: [],
};

/** `GET /api/calendario/paraDistribuir` (CARGOS_CALENDARIO). `impuestoGremio`: the guild's default tax. */
export async function paraDistribuir(
  db: Db,
  config: ConfigAsistencia,
  idEvento: number,
  impuestoGremio: number,
): Promise<ParaDistribuir> {
  const evento = await repo.findEvento(db, idEvento);
  if (!evento) throw noExiste(idEvento);
  const plantilla = evento.id_plantilla === null ? null : await repo.reglasActuales(db, evento.id_plantilla);
  const reglas = (plantilla?.reglas as Reglas | undefined) ?? SIN_PLANTILLA;
  const presencia = new Map<number, number>();
  if (evento.id_sesion !== null)
    for (const j of (await detalle(db, config, evento.id_sesion)).jugadores) presencia.set(j.id_player, j.peso_sugerido);
  const lista = await repo.listaParaDistribuir(db, idEvento);
  return {
    id_distribucion: 0,
    motivo: evento.titulo,
    silver: 0,
    desglose: {
      valor_botin: 0,
      bolsas: 0,
      reparacion: 0,
      impuesto_pct: reglas.impuesto_pct ?? impuestoGremio,
    },
    jugadores: lista.map((j) => {
      const reserva = j.estado === 'reserva';
      // Without a session, presence is not known: the role's weight alone (a player absent from the session weighs its minimum).
      const p = evento.id_sesion === null ? null : (presencia.get(j.id_player) ?? 0);
      return {
        id_player: j.id_player,
        nickname: j.nickname,
        peso: pesoDePlantilla(reglas, { rol: j.rol, reserva, presencia: p }),
        activo: j.activo,
        rol: j.rol,
        reserva,
      };
    }),
    origen: null,
    id_plantilla: evento.id_plantilla,
    plantilla_version: plantilla?.version ?? null,
    id_evento: evento.id_evento,
    extras: reglas.extras.map((e) => ({ concepto: e.concepto, silver: e.silver, id_player: 0 })),
    id_periodo: await repo.periodoAbiertoDe(db, evento.id_lugar_distribucion),
  };
}
