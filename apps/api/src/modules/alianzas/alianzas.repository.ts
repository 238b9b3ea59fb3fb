// The alliances' SQL (docs/alianzas.md). Every statement names the guild it reads or writes (`id_gremio`)
// explicitly, so that it is right with or without row-level security; a read of several guilds' rows runs
// once per guild under that guild's setting where the service asks for it (`fijarGremioEnTx`).
import { sql } from 'drizzle-orm';
import type { EstadoAlianza, GremioDeAlianza } from '@reparto/contract';
import type { DbOrTx } from '../../db/client.js';

type Filas<T> = { rows: T[] };
const filas = async <T>(db: DbOrTx, q: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(q)) as unknown as Filas<T>).rows;

export interface GremioFila {
  idGremio: number;
  slug: string;
  nombre: string;
  impuestoCentesimas: number;
}

const COLUMNAS_GREMIO = sql`g.id_gremio as "idGremio", g.slug, g.nombre, g.impuesto_centesimas as "impuestoCentesimas"`;

/** The guild a player belongs to (an account's guild is its player's). */
export async function gremioDeJugador(db: DbOrTx, idPlayer: number): Promise<GremioFila> {
  const [g] = await filas<GremioFila>(
    db,
    sql`select ${COLUMNAS_GREMIO} from jugador j join gremio g on g.id_gremio = j.id_gremio where j.id_player = ${idPlayer}`,
  );
  return g!;
}

export async function gremioPorSlug(db: DbOrTx, slug: string): Promise<GremioFila | null> {
  const [g] = await filas<GremioFila>(db, sql`select ${COLUMNAS_GREMIO} from gremio g where g.slug = ${slug}`);
  return g ?? null;
}

/** Whether the two guilds share an alliance proposed or accepted (neither refused nor left). */
export async function alianzaEntre(db: DbOrTx, a: number, b: number): Promise<boolean> {
  const r = await filas(
    db,
    sql`select 1 from alianza_gremio x join alianza_gremio y on y.id_alianza = x.id_alianza
         where x.id_gremio = ${a} and y.id_gremio = ${b}
           and x.estado in ('invitado', 'miembro') and y.estado in ('invitado', 'miembro') limit 1`,
  );
  return r.length > 0;
}

/** A new alliance of `fundador` (a member from the start) with `invitado` asked. */
export async function insertAlianza(
  tx: DbOrTx,
  datos: { fundador: number; invitado: number; nombre: string; idCuenta: number },
): Promise<number> {
  const [r] = await filas<{ id: number }>(
    tx,
    sql`insert into alianza (id_gremio, nombre, creada_por) values (${datos.fundador}, ${datos.nombre}, ${datos.idCuenta})
        returning id_alianza as id`,
  );
  await tx.execute(sql`insert into alianza_gremio (id_alianza, id_gremio, estado) values
      (${r!.id}, ${datos.fundador}, 'miembro'), (${r!.id}, ${datos.invitado}, 'invitado')`);
  return r!.id;
}

export interface AlianzaFila {
  idAlianza: number;
  idGremio: number;
  nombre: string;
}

export async function findAlianza(db: DbOrTx, idAlianza: number): Promise<AlianzaFila | null> {
  const [a] = await filas<AlianzaFila>(
    db,
    sql`select id_alianza as "idAlianza", id_gremio as "idGremio", nombre from alianza where id_alianza = ${idAlianza}`,
  );
  return a ?? null;
}

/** A guild's place in an alliance, its row locked until the transaction ends (null: never asked). */
export async function bloquearEstado(tx: DbOrTx, idAlianza: number, idGremio: number): Promise<EstadoAlianza | null> {
  const [r] = await filas<{ estado: EstadoAlianza }>(
    tx,
    sql`select estado from alianza_gremio where id_alianza = ${idAlianza} and id_gremio = ${idGremio} for update`,
  );
  return r?.estado ?? null;
}

export async function setEstado(tx: DbOrTx, idAlianza: number, idGremio: number, estado: EstadoAlianza): Promise<void> {
  await tx.execute(
    sql`update alianza_gremio set estado = ${estado}, desde = now() where id_alianza = ${idAlianza} and id_gremio = ${idGremio}`,
  );
}

/** The alliances a guild is invited to or a member of, each with every guild's place (the founder first). */
export async function listAlianzas(
  db: DbOrTx,
  idGremio: number,
): Promise<{ id_alianza: number; nombre: string; estado: EstadoAlianza; gremios: GremioDeAlianza[] }[]> {
  return filas(
    db,
    sql`select a.id_alianza, a.nombre, mio.estado,
               (select json_agg(json_build_object('slug', g.slug, 'nombre', g.nombre, 'estado', x.estado,
                                                  'fundador', g.id_gremio = a.id_gremio)
                                order by g.id_gremio <> a.id_gremio, g.slug)
                  from alianza_gremio x join gremio g on g.id_gremio = x.id_gremio
                 where x.id_alianza = a.id_alianza and x.estado in ('invitado', 'miembro')) as gremios
          from alianza_gremio mio join alianza a on a.id_alianza = mio.id_alianza
         where mio.id_gremio = ${idGremio} and mio.estado in ('invitado', 'miembro')
         order by a.id_alianza desc`,
  );
}

/** The member guilds of an alliance (the founder first, then by id): who shares its splits. */
export async function gremiosMiembros(db: DbOrTx, idAlianza: number): Promise<GremioFila[]> {
  return filas(
    db,
    sql`select ${COLUMNAS_GREMIO} from alianza_gremio x join gremio g on g.id_gremio = x.id_gremio
          join alianza a on a.id_alianza = x.id_alianza
         where x.id_alianza = ${idAlianza} and x.estado = 'miembro'
         order by g.id_gremio <> a.id_gremio, g.id_gremio`,
  );
}

/** One guild's active players (the picker, and the check of a split's participants). */
export async function jugadoresActivos(db: DbOrTx, idGremio: number): Promise<{ id_player: number; nickname: string }[]> {
  return filas(db, sql`select id_player, nickname from jugador where id_gremio = ${idGremio} and estado order by nickname`);
}

export async function insertReparto(
  tx: DbOrTx,
  d: { idGremio: number; idAlianza: number; motivo: string; silver: number; idCuenta: number },
): Promise<number> {
  const [r] = await filas<{ id: number }>(
    tx,
    sql`insert into reparto_alianza (id_gremio, id_alianza, motivo, silver, creado_por)
        values (${d.idGremio}, ${d.idAlianza}, ${d.motivo}, ${d.silver}, ${d.idCuenta}) returning id_reparto_alianza as id`,
  );
  return r!.id;
}

export async function insertParte(
  tx: DbOrTx,
  p: {
    idReparto: number;
    idGremio: number;
    impuestoCentesimas: number;
    parte: number;
    impuesto: number;
    resto: number;
    idTransaccion: number | null;
  },
): Promise<void> {
  await tx.execute(sql`insert into reparto_alianza_gremio (id_reparto_alianza, id_gremio, impuesto_centesimas, parte, impuesto, resto, id_transaccion)
      values (${p.idReparto}, ${p.idGremio}, ${p.impuestoCentesimas}, ${p.parte}, ${p.impuesto}, ${p.resto}, ${p.idTransaccion})`);
}

export async function insertJugadores(
  tx: DbOrTx,
  idReparto: number,
  idGremio: number,
  jugadores: readonly { idPlayer: number; decimas: number; silver: number }[],
): Promise<void> {
  if (jugadores.length === 0) return;
  await tx.execute(sql`insert into reparto_alianza_jugador (id_reparto_alianza, id_gremio, id_player, decimas, silver)
      select ${idReparto}, ${idGremio}, p, d, s
        from unnest(${sql.param(jugadores.map((j) => j.idPlayer))}::int[], ${sql.param(jugadores.map((j) => j.decimas))}::smallint[],
                    ${sql.param(jugadores.map((j) => j.silver))}::bigint[]) as v(p, d, s)`);
}

export interface RepartoFila {
  id_reparto_alianza: number;
  motivo: string;
  silver: number;
  fecha: string;
  anfitrion: string;
}

/** An alliance's splits, the newest first (the last 50). */
export async function listRepartos(db: DbOrTx, idAlianza: number): Promise<RepartoFila[]> {
  const rows = await filas<RepartoFila & { silver: string | number; fecha: Date | string }>(
    db,
    sql`select r.id_reparto_alianza, r.motivo, r.silver, r.creado as fecha, g.slug as anfitrion
          from reparto_alianza r join gremio g on g.id_gremio = r.id_gremio
         where r.id_alianza = ${idAlianza} order by r.id_reparto_alianza desc limit 50`,
  );
  return rows.map((r) => ({ ...r, silver: Number(r.silver), fecha: new Date(r.fecha).toISOString() }));
}

export interface ParteFila {
  id_reparto_alianza: number;
  id_gremio: number;
  gremio: string;
  nombre: string;
  participantes: number;
  parte: number;
  impuesto: number;
  resto: number;
  pagado: number;
}

/** Each guild's totals in the splits (what every member guild may see). */
export async function partesDe(db: DbOrTx, repartos: readonly number[]): Promise<ParteFila[]> {
  if (repartos.length === 0) return [];
  const rows = await filas<Record<keyof ParteFila, string | number>>(
    db,
    sql`select p.id_reparto_alianza, p.id_gremio, g.slug as gremio, g.nombre, p.parte, p.impuesto, p.resto,
               (select count(*) from reparto_alianza_jugador j
                 where j.id_reparto_alianza = p.id_reparto_alianza and j.id_gremio = p.id_gremio) as participantes,
               (select coalesce(sum(j.silver), 0) from reparto_alianza_jugador j
                 where j.id_reparto_alianza = p.id_reparto_alianza and j.id_gremio = p.id_gremio and j.pagado is not null) as pagado
          from reparto_alianza_gremio p join gremio g on g.id_gremio = p.id_gremio
         where p.id_reparto_alianza = any(${sql.param([...repartos])}::int[])
         order by p.id_reparto_alianza, p.parte desc, g.slug`,
  );
  return rows.map((r) => ({
    id_reparto_alianza: Number(r.id_reparto_alianza),
    id_gremio: Number(r.id_gremio),
    gremio: String(r.gremio),
    nombre: String(r.nombre),
    participantes: Number(r.participantes),
    parte: Number(r.parte),
    impuesto: Number(r.impuesto),
    resto: Number(r.resto),
    pagado: Number(r.pagado),
  }));
}

export interface MiParticipanteFila {
  id_reparto_alianza: number;
  id_player: number;
  nickname: string;
  decimas: number;
  silver: number;
  pagado: boolean;
}

/** One guild's participants of the splits (its own members only). */
export async function participantesDeGremio(
  db: DbOrTx,
  idGremio: number,
  repartos: readonly number[],
): Promise<MiParticipanteFila[]> {
  if (repartos.length === 0) return [];
  const rows = await filas<Record<keyof MiParticipanteFila, string | number | boolean>>(
    db,
    sql`select r.id_reparto_alianza, r.id_player, j.nickname, r.decimas, r.silver, r.pagado is not null as pagado
          from reparto_alianza_jugador r join jugador j on j.id_player = r.id_player
         where r.id_gremio = ${idGremio} and r.id_reparto_alianza = any(${sql.param([...repartos])}::int[])
         order by r.id_reparto_alianza, j.nickname`,
  );
  return rows.map((r) => ({
    id_reparto_alianza: Number(r.id_reparto_alianza),
    id_player: Number(r.id_player),
    nickname: String(r.nickname),
    decimas: Number(r.decimas),
    silver: Number(r.silver),
    pagado: Boolean(r.pagado),
  }));
}

/** A participant's share in a split, locked (null: not a participant). */
export async function bloquearParticipante(
  tx: DbOrTx,
  idReparto: number,
  idPlayer: number,
): Promise<{ idGremio: number; silver: number; pagado: boolean; nickname: string } | null> {
  const [r] = await filas<{ idGremio: number; silver: string | number; pagado: boolean; nickname: string }>(
    tx,
    sql`select r.id_gremio as "idGremio", r.silver, r.pagado is not null as pagado, j.nickname
          from reparto_alianza_jugador r join jugador j on j.id_player = r.id_player
         where r.id_reparto_alianza = ${idReparto} and r.id_player = ${idPlayer}
           for update of r`,
  );
  return r ? { ...r, silver: Number(r.silver) } : null;
}

export async function marcarPagado(
  tx: DbOrTx,
  idReparto: number,
  idPlayer: number,
  idGremio: number,
  idCuenta: number,
): Promise<void> {
  await tx.execute(sql`update reparto_alianza_jugador set pagado = now(), pagado_por = ${idCuenta}
      where id_reparto_alianza = ${idReparto} and id_player = ${idPlayer} and id_gremio = ${idGremio}`);
}

export async function repartoExiste(db: DbOrTx, idReparto: number): Promise<{ idAlianza: number } | null> {
  const [r] = await filas<{ idAlianza: number }>(
    db,
    sql`select id_alianza as "idAlianza" from reparto_alianza where id_reparto_alianza = ${idReparto}`,
  );
  return r ?? null;
}
