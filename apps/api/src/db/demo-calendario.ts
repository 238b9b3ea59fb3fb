// The demo guild's content planned ahead (docs/calendario.md): three split templates (ZvZ, HCE, Grupo de
// mazmorras), two upcoming events with a few sign-ups, and one member who plays two characters (a main
// and an alt, trading from the alt). Loaded by seedDemo (demo.ts) unless `calendario: false` (a database
// of a schema before migration 0025 has none of these tables).
import { eq } from 'drizzle-orm';
import type { EstadoInscripcion, HuecosEvento, ReglasPlantilla, RolEvento } from '@reparto/contract';
import type { Db } from './client.js';
import { evento, eventoInscripcion, jugador, plantilla, plantillaVersion } from './schema.js';

// Weights go in tenths (the contract's PesoSchema): the scout's 1.25 is 1.3, as the app rounds a weight.
const PLANTILLAS: { nombre: string; reglas: ReglasPlantilla }[] = [
  {
    nombre: 'ZvZ',
    reglas: {
      impuesto_pct: 10,
      pesos: { caller: 1.5, explorador: 1.3 },
      extras: [{ concepto: 'Looter', silver: 200_000 }],
      regear_primero: false,
      regear: null,
      peso_reserva: 0.5,
    },
  },
  {
    nombre: 'HCE',
    reglas: {
      impuesto_pct: 5,
      pesos: { tanque: 1.2, sanador: 1.2 },
      extras: [],
      regear_primero: true,
      regear: { cobertura_pct: 100, tope: 3_000_000 },
      peso_reserva: 0.5,
    },
  },
  {
    nombre: 'Grupo de mazmorras',
    reglas: { impuesto_pct: 5, pesos: {}, extras: [], regear_primero: false, regear: null, peso_reserva: 0.5 },
  },
];

/** The demo's member with characters: the main and its alt, who trades from the alt. */
export const DEMO_PERSONAJES = { principal: 'lunaris', alt: 'morvak' } as const;

type Inscrito = [nickname: string, rol: RolEvento, estado: EstadoInscripcion];

const EVENTOS: {
  plantilla: string;
  titulo: string;
  dias: number;
  horas: number;
  lugar: number;
  huecos: HuecosEvento;
  nota: string | null;
  inscritos: Inscrito[];
}[] = [
  {
    plantilla: 'ZvZ',
    titulo: 'ZvZ del sábado',
    dias: 2,
    horas: 2,
    lugar: 6,
    huecos: { tanque: 2, sanador: 2, dps: 6, soporte: 2, explorador: 1, caller: 1 },
    nota: 'Equipo T8 equivalente; comida y pociones propias.',
    inscritos: [
      ['caelum', 'caller', 'confirmado'],
      ['darkvex', 'tanque', 'apuntado'],
      ['elyrion', 'dps', 'apuntado'],
      ['fenrik', 'dps', 'reserva'],
      ['gorath', 'sanador', 'no_va'],
    ],
  },
  {
    plantilla: 'HCE',
    titulo: 'HCE nivel 8',
    dias: 4,
    horas: 3,
    lugar: 3,
    huecos: { tanque: 1, sanador: 1, dps: 3 },
    nota: null,
    inscritos: [
      ['ivarsson', 'tanque', 'apuntado'],
      ['jinxxed', 'dps', 'apuntado'],
    ],
  },
];

export async function seedDemoCalendario(
  db: Db,
  now: Date,
  { idCuentaLider, idCuentaEncargado }: { idCuentaLider: number; idCuentaEncargado: number },
): Promise<void> {
  const ids = new Map(
    (await db.select({ id: jugador.idPlayer, nickname: jugador.nickname }).from(jugador)).map((j) => [j.nickname, j.id]),
  );
  const id = (nickname: string) => ids.get(nickname)!;

  const plantillas = new Map<string, number>();
  for (const p of PLANTILLAS) {
    const [fila] = await db.insert(plantilla).values({ nombre: p.nombre }).returning({ id: plantilla.idPlantilla });
    await db.insert(plantillaVersion).values({ idPlantilla: fila!.id, version: 1, reglas: p.reglas, idCuenta: idCuentaLider });
    plantillas.set(p.nombre, fila!.id);
  }

  // Each event at 19:00 UTC, `dias` from today; sign-ups close an hour before the start.
  for (const e of EVENTOS) {
    const inicio = new Date(now);
    inicio.setUTCDate(inicio.getUTCDate() + e.dias);
    inicio.setUTCHours(19, 0, 0, 0);
    const [fila] = await db
      .insert(evento)
      .values({
        idPlantilla: plantillas.get(e.plantilla)!,
        titulo: e.titulo,
        idLugarDistribucion: e.lugar,
        inicio,
        fin: new Date(inicio.getTime() + e.horas * 3_600_000),
        cierreInscripcion: new Date(inicio.getTime() - 3_600_000),
        huecos: e.huecos,
        nota: e.nota,
        idCuentaCreador: idCuentaEncargado,
      })
      .returning({ id: evento.idEvento });
    await db
      .insert(eventoInscripcion)
      .values(e.inscritos.map(([nickname, rol, estado]) => ({ idEvento: fila!.id, idPlayer: id(nickname), rol, estado })));
  }

  const { principal, alt } = DEMO_PERSONAJES;
  await db
    .update(jugador)
    .set({ idPlayerPrincipal: id(principal) })
    .where(eq(jugador.idPlayer, id(alt)));
  await db
    .update(jugador)
    .set({ idPlayerComercio: id(alt) })
    .where(eq(jugador.idPlayer, id(principal)));
}
