// What the `/plata` slash command answers (read-only): a player's silver over 30 days and since the
// start, and what is still to be paid in open or closing periods, with the distributor's nickname.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

export interface Pendiente {
  idPeriodo: number;
  lugar: string;
  idEstado: number;
  silver: number;
  distribuidor: string | null;
}

export interface PlataDeJugador {
  nickname: string;
  dias30: { silver: number; contenidos: number };
  total: { silver: number; contenidos: number };
  pendientes: Pendiente[];
}

type Fila = Record<string, unknown>;
const rows = async (db: DbOrTx, q: ReturnType<typeof sql>) => (await db.execute(q)).rows as Fila[];

/** Active players (id and nickname), to map a Discord display name the way voice channels are mapped. */
export async function jugadoresActivos(db: DbOrTx): Promise<{ id_player: number; nickname: string }[]> {
  const r = await rows(db, sql`select id_player, nickname from jugador where estado`);
  return r.map((x) => ({ id_player: Number(x['id_player']), nickname: String(x['nickname']) }));
}

export async function plataDeJugador(db: DbOrTx, nickname: string, now: Date): Promise<PlataDeJugador | null> {
  const [j] = await rows(db, sql`select id_player, nickname from jugador where nickname = ${nickname.toLowerCase()}`);
  if (!j) return null;
  const id = Number(j['id_player']);
  const desde = new Date(now.getTime() - 30 * 86_400_000);
  const [sumas] = await rows(
    db,
    sql`select coalesce(sum(silver_unitario), 0) as total, count(*) as contenidos,
               coalesce(sum(silver_unitario) filter (where fecha >= ${desde}), 0) as total30,
               count(*) filter (where fecha >= ${desde}) as contenidos30
        from distribucion_jugador where id_player = ${id} and estado`,
  );
  const pend = await rows(
    db,
    sql`select p.id_periodo, l.lugar, p.id_estado_distribucion as estado, sum(dj.silver_unitario) as silver, d.nickname as distribuidor
        from distribucion_jugador dj
        join periodo p on p.id_periodo = dj.id_periodo
        join lugar_distribucion l on l.id_lugar_distribucion = p.id_lugar_distribucion
        left join jugador d on d.id_player = p.id_player_distribuidor
        where dj.id_player = ${id} and dj.estado and p.id_estado_distribucion in (2, 3)
          and not exists (select 1 from pago pg where pg.id_periodo = p.id_periodo and pg.id_player = ${id})
        group by p.id_periodo, l.lugar, p.id_estado_distribucion, d.nickname
        having sum(dj.silver_unitario) > 0
        order by p.id_periodo`,
  );
  return {
    nickname: String(j['nickname']),
    dias30: { silver: Number(sumas?.['total30'] ?? 0), contenidos: Number(sumas?.['contenidos30'] ?? 0) },
    total: { silver: Number(sumas?.['total'] ?? 0), contenidos: Number(sumas?.['contenidos'] ?? 0) },
    pendientes: pend.map((p) => ({
      idPeriodo: Number(p['id_periodo']),
      lugar: String(p['lugar']),
      idEstado: Number(p['estado']),
      silver: Number(p['silver']),
      distribuidor: p['distribuidor'] === null ? null : String(p['distribuidor']),
    })),
  };
}
