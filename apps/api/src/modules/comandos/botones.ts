// The officers' buttons and the rejection's modal (docs/integraciones.md, «Interacciones»): the cards
// of the officers' channel (modules/notificaciones/tarjetas.ts) carry `regear:aprobar:ID`,
// `regear:rechazar:ID`, `retiro:aprobar:ID` and `retiro:rechazar:ID`. A click is checked like the web's
// request: the caller's linked account and cargo (the web's route: TESORERO or LIDER), the state, then
// the same service call (revision.service.ts, retiros.service.ts: their rules and sentences). «Rechazar»
// opens a modal (`regear:razon:ID`, text input `razon`, required); its submit rejects with that reason.
// A card is a decision still to take: a click on one already decided — by another click, or on the web,
// even a moment before in a race the service's lock settles — says what happened and who decided, and
// changes nothing. A click that decides answers type 7 with the decided card (tarjetas.ts, the same
// builder the outbox's edit uses: the write's aviso → `tarjeta_editar`, whichever way the decision came).
import {
  dichoEn,
  RechazarRegearRequestSchema,
  revisaRegear,
  revisaRetiros,
  TEXTO_MAX,
  type Idioma,
  type Reclamo,
  type Retiro,
} from '@reparto/contract';
import { AppError, Forbidden } from '../../lib/errors.js';
import { escapar } from '../notificaciones/embed.js';
import { construirTarjeta, type AvisoTarjeta } from '../notificaciones/tarjetas.js';
import { periodoPorId } from '../periodos/periodos.service.js';
import * as revision from '../regear/revision.service.js';
import { reclamo } from '../regear/regear.service.js';
import * as retiros from '../retiros/retiros.service.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import type { Interaccion } from './comando.js';
import { conCuenta, decir, efimero, idiomaDe, TIPO, type DepsInteracciones, type RespuestaInteraccion } from './respuestas.js';

type Entidad = 'regear' | 'retiro';

/** A decision taken: whether it changed anything, and the decided card's aviso (what the outbox's edit shows). */
interface Decidido {
  cambio: unknown;
  aviso(): Promise<AvisoTarjeta>;
}

/** What a decision reads and writes of one kind, through its module's service. */
interface Decisiones {
  /** Whether the cargos may decide (the web route's access check). */
  puede(cargos: readonly number[]): boolean;
  /** The service's 404 for an id that does not exist. */
  noExiste(id: number): AppError;
  /** Its state and who decided (null: nobody yet), or undefined when it does not exist. */
  leer(deps: DepsInteracciones, id: number): Promise<{ estado: string; revisado_por: string | null } | null | undefined>;
  aprobar(deps: DepsInteracciones, cuenta: CuentaSesion, id: number): Promise<Decidido>;
  rechazar(deps: DepsInteracciones, cuenta: CuentaSesion, id: number, razon: string): Promise<Decidido>;
}

/** The claim's part of its avisos (the period's place read now: the claim row does not hold it). */
const deReclamo = async (deps: DepsInteracciones, r: Reclamo, cuenta: CuentaSesion) => ({
  idReclamo: r.id_reclamo,
  idPeriodo: r.id_periodo,
  lugar: (await periodoPorId(deps.db, r.id_periodo)).lugar,
  jugador: r.nickname,
  silver: r.silver,
  por: cuenta.nickname,
});
const deRetiro = (r: Retiro, cuenta: CuentaSesion) => ({
  idRetiro: r.id_retiro,
  jugador: r.nickname,
  silver: r.silver,
  por: cuenta.nickname,
});

const DECISIONES: Record<Entidad, Decisiones> = {
  regear: {
    puede: revisaRegear,
    noExiste: revision.noExiste,
    leer: (deps, id) => reclamo(deps.db, id),
    aprobar: async (deps, cuenta, id) => {
      const e = await revision.aprobar(deps.db, deps.app.ajustesAvisos, cuenta, { idReclamo: id });
      return {
        cambio: e.cambio,
        aviso: async () => ({ tipo: 'regear_aprobado', ...(await deReclamo(deps, e.resultado, cuenta)) }),
      };
    },
    rechazar: async (deps, cuenta, id, razon) => {
      const e = await revision.rechazar(deps.db, deps.app.ajustesAvisos, cuenta, id, razon);
      return {
        cambio: e.cambio,
        aviso: async () => ({ tipo: 'regear_rechazado', razon, ...(await deReclamo(deps, e.resultado, cuenta)) }),
      };
    },
  },
  retiro: {
    puede: revisaRetiros,
    noExiste: retiros.noExiste,
    leer: (deps, id) => retiros.retiro(deps.db, id),
    aprobar: async (deps, cuenta, id) => {
      const e = await retiros.aprobar(deps.db, deps.app.ajustesAvisos, cuenta, id);
      return { cambio: e.cambio, aviso: async () => ({ tipo: 'retiro_aprobado', ...deRetiro(e.resultado, cuenta) }) };
    },
    rechazar: async (deps, cuenta, id, razon) => {
      const e = await retiros.rechazar(deps.db, deps.app.ajustesAvisos, cuenta, id, razon);
      return { cambio: e.cambio, aviso: async () => ({ tipo: 'retiro_rechazado', razon, ...deRetiro(e.resultado, cuenta) }) };
    },
  },
};

/** What happened to it and who decided: the answer to a click on a card already decided. */
async function yaDecidido(deps: DepsInteracciones, entidad: Entidad, id: number, idioma: Idioma) {
  const fila = await DECISIONES[entidad].leer(deps, id);
  return efimero(
    decir(idioma)('boton.yaDecidido', {
      entidad,
      id,
      estado: fila?.estado ?? 'cancelado',
      por: fila?.revisado_por ? escapar(fila.revisado_por) : 'nadie',
    }),
  );
}

/** The modal asking the rejection's reason (required). */
function modalRazon(entidad: Entidad, id: number, idioma: Idioma): RespuestaInteraccion {
  const t = decir(idioma);
  return {
    type: TIPO.R_MODAL,
    data: {
      custom_id: `${entidad}:razon:${id}`,
      title: t('boton.razonTitulo', { entidad, id }).slice(0, 45),
      components: [
        {
          type: 1,
          components: [
            {
              type: 4,
              custom_id: 'razon',
              label: t('boton.razonEtiqueta'),
              style: 2,
              required: true,
              min_length: 1,
              max_length: TEXTO_MAX,
            },
          ],
        },
      ],
    },
  };
}

/** The modal's `razon`, checked as the web's request checks it (its sentence in the member's language). */
function leerRazon(i: Interaccion, id: number, idioma: Idioma): { razon: string } | { error: string } {
  const campo = i.data?.components?.flatMap((fila) => fila.components ?? []).find((c) => c.custom_id === 'razon');
  const r = RechazarRegearRequestSchema.safeParse([{ idReclamo: id, razon: campo?.value ?? '' }]);
  if (r.success) return { razon: r.data[0].razon };
  const texto = r.error.issues[0]?.message ?? '';
  return { error: dichoEn(texto, idioma) ?? decir(idioma)('boton.razonFalta') };
}

/** A click (`aprobar`, `rechazar`) or a modal's submit (`razon`) on a card of `entidad`. */
async function decidir(i: Interaccion, deps: DepsInteracciones, entidad: Entidad, accion: string, id: number) {
  const d = DECISIONES[entidad];
  return conCuenta(i, deps, async (cuenta, idioma) => {
    // The web route's access check, with its sentence.
    if (!d.puede(cuenta.cargos)) throw new Forbidden();
    const fila = await d.leer(deps, id);
    if (!fila) throw d.noExiste(id);
    if (fila.estado !== 'pendiente') return yaDecidido(deps, entidad, id, idioma);
    if (accion === 'rechazar') return modalRazon(entidad, id, idioma);
    let escrito: Decidido;
    try {
      if (accion === 'aprobar') escrito = await d.aprobar(deps, cuenta, id);
      else {
        const razon = leerRazon(i, id, idioma);
        if ('error' in razon) return efimero(razon.error);
        escrito = await d.rechazar(deps, cuenta, id, razon.razon);
      }
    } catch (error) {
      // Decided otherwise meanwhile (the service's lock settled the race): say what happened.
      if (error instanceof AppError && error.statusCode === 409 && error.code.endsWith('.enEstado'))
        return yaDecidido(deps, entidad, id, idioma);
      throw error;
    }
    // Nothing changed: the same decision was taken meanwhile, by someone else.
    if (!escrito.cambio) return yaDecidido(deps, entidad, id, idioma);
    // The card as the outbox's edit will leave it, at once for the one who clicked (in the guild's language).
    return { type: TIPO.R_ACTUALIZAR, data: construirTarjeta(await escrito.aviso(), deps.gremio.idioma, deps.urlPublica) };
  });
}

/** The handler of every `regear:…` and `retiro:…` custom_id (interacciones.ts). */
export async function componenteDeTarjeta(
  i: Interaccion,
  deps: DepsInteracciones,
  partes: string[],
): Promise<RespuestaInteraccion> {
  const [entidad, accion, idTexto] = partes;
  const valida =
    (entidad === 'regear' || entidad === 'retiro') &&
    partes.length === 3 &&
    /^[1-9]\d{0,8}$/.test(idTexto ?? '') &&
    (i.type === TIPO.MODAL ? accion === 'razon' : accion === 'aprobar' || accion === 'rechazar');
  if (!valida) return efimero(decir(idiomaDe(i, deps))('interacciones.desconocida'));
  return decidir(i, deps, entidad, accion === 'razon' ? 'razon' : accion!, Number(idTexto));
}
