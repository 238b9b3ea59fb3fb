// POST /api/discord/interacciones: the Discord application's Interactions Endpoint URL
// (docs/integraciones.md, «Interacciones»). Discord sends every slash command, autocomplete, button
// click and modal here, signed; any instance answers (nothing here needs the gateway or the leader).
//
// The route lives in its own encapsulated context: its body is kept as the raw string Discord signed
// (adapters/discord/firma.ts verifies `timestamp + body`), which the app's JSON parser would lose. It
// is not in the route table (routes.ts): its caller is Discord, not the web or the API's clients, and its
// wire is Discord's interaction object. A request that is not Discord's (no, a bad or a stale
// signature) gets 401 and nothing else happens; without DISCORD_PUBLIC_KEY and DISCORD_CLIENT_ID the
// endpoint answers 503 with the missing variable's name.
//
// Discord waits 3 s for the answer. The answer is raced against `diferirMs` (2.5 s): a slower one is
// deferred (a command: type 5; a button or a modal: type 6) and sent afterwards through the
// interaction's webhook (PATCH …/messages/@original, or a follow-up message). Every interaction but a
// PING and an autocomplete is answered once per interaction id (the `idempotencia` table): the same id
// again gets the first answer again, so a replayed request changes nothing.
import type { FastifyInstance } from 'fastify';
import type { KeyObject } from 'node:crypto';
import { BadRequest, ServiceUnavailable, Unauthorized } from '../../lib/errors.js';
import { mensaje } from '../../lib/mensajes.js';
import { CABECERA_FIRMA, CABECERA_MARCA, clavePublica, comprobarFirma } from '../../adapters/discord/firma.js';
import type { AlmacenIntentos } from '../../plugins/idempotency.js';
import { idiomaDeInteraccion, type Interaccion } from './comando.js';
import { atender } from './interacciones.js';
import { depsDeApp, EFIMERO, efimero, TIPO, type RespuestaInteraccion } from './respuestas.js';

export const RUTA_INTERACCIONES = '/api/discord/interacciones';
/** How long an answer may take before the interaction is deferred (Discord allows 3 s in all). */
export const DIFERIR_MS = 2_500;
/** How long a repeat of an interaction in progress waits for its first answer. */
const ESPERA_REPETIDA_MS = 2_000;
const SONDEO_MS = 50;
/** Discord's interactions are small; a bigger body is not Discord's. */
const LIMITE_CUERPO = 64 * 1024;

export interface OpcionesInteracciones {
  /** DISCORD_PUBLIC_KEY (hex). */
  clavePublica?: string | undefined;
  /** DISCORD_CLIENT_ID: the application id, for the follow-ups' webhook. */
  idAplicacion?: string | undefined;
  /** DISCORD_API_BASE (routes under /v10). */
  apiBase?: string | undefined;
  /** PUBLIC_URL: where an unlinked member signs in. */
  urlPublica?: string | undefined;
  /** Our clock in ms (tests move it). */
  reloj?: () => number;
  diferirMs?: number;
  /** The HTTP client of the follow-ups (ops/servicios.ts `fetchMedido` in the server). */
  fetch?: typeof fetch;
}

/** The follow-up of a deferred answer, through the interaction's webhook (no bot token needed). */
export function seguimiento(opciones: OpcionesInteracciones, i: Interaccion, respuesta: RespuestaInteraccion) {
  const base = `${(opciones.apiBase ?? 'https://discord.com/api').replace(/\/+$/, '')}/v10/webhooks/${i.application_id}/${i.token}`;
  const data = 'data' in respuesta ? respuesta.data : undefined;
  if (!data || !('content' in data || 'embeds' in data)) return null;
  // A command's deferred answer is its «thinking…» message; a button's deferred update keeps the card:
  // a new card (type 7) edits it, a sentence (type 4) is a new message for the clicker alone.
  const editar = i.type === TIPO.COMANDO || respuesta.type === TIPO.R_ACTUALIZAR;
  return {
    url: editar ? `${base}/messages/@original` : base,
    init: {
      method: editar ? 'PATCH' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    },
  };
}

/** The interactions' endpoint, in its own context (raw body). */
export async function registerInteracciones(
  app: FastifyInstance,
  opciones: OpcionesInteracciones & { intentos: AlmacenIntentos },
): Promise<void> {
  const clave: KeyObject | null = opciones.clavePublica ? clavePublica(opciones.clavePublica) : null;
  const reloj = opciones.reloj ?? Date.now;
  const diferirMs = opciones.diferirMs ?? DIFERIR_MS;
  const fetchar = opciones.fetch ?? fetch;
  const { intentos } = opciones;
  const falta = !clave ? 'DISCORD_PUBLIC_KEY' : !opciones.idAplicacion ? 'DISCORD_CLIENT_ID' : null;

  await app.register(async (ctx) => {
    ctx.removeAllContentTypeParsers();
    ctx.addContentTypeParser('*', { parseAs: 'string', bodyLimit: LIMITE_CUERPO }, (_request, cuerpo, done) =>
      done(null, cuerpo),
    );
    ctx.post(
      RUTA_INTERACCIONES,
      // Discord's own calls, each verified by its signature: not counted against the per-address write
      // budget (every member's commands arrive from Discord's few addresses); each write an interaction
      // makes runs through its service's rules and is answered once per interaction id.
      { schema: { hide: true }, config: { lectura: true } },
      async function interaccionDiscord(request, reply) {
        if (falta || !clave)
          throw new ServiceUnavailable('interacciones.sinConfigurar', { falta: falta ?? 'DISCORD_PUBLIC_KEY' });
        const cuerpo = typeof request.body === 'string' ? request.body : '';
        const una = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
        const motivo = comprobarFirma(
          clave,
          { firma: una(request.headers[CABECERA_FIRMA]), marca: una(request.headers[CABECERA_MARCA]) },
          cuerpo,
          reloj(),
        );
        if (motivo) {
          request.log.info({ motivo }, 'Discord: interacción rechazada por su firma');
          throw new Unauthorized('interacciones.firmaInvalida');
        }
        let i: Interaccion;
        try {
          i = JSON.parse(cuerpo) as Interaccion;
        } catch {
          throw new BadRequest('interacciones.cuerpoInvalido');
        }
        if (typeof i !== 'object' || i === null || typeof i.type !== 'number')
          throw new BadRequest('interacciones.cuerpoInvalido');
        if (i.type === TIPO.PING) return { type: TIPO.R_PONG };

        const deps = depsDeApp(app, opciones.urlPublica);
        const idioma = idiomaDeInteraccion(i, deps.gremio.idioma);
        const empezar = () =>
          atender(i, deps).catch((error: unknown): RespuestaInteraccion => {
            request.log.warn({ err: error, tipo: i.type }, 'Discord: la interacción no pudo completarse');
            return efimero(mensaje('interacciones.fallo', {}, idioma));
          });
        // An autocomplete is a read, answered at once or with no choices (it cannot be deferred).
        if (i.type === TIPO.AUTOCOMPLETAR) {
          const opciones = await antes(empezar(), diferirMs);
          // Slow or failed: no choices (an autocomplete's answer is a list, never a sentence).
          return opciones?.type === TIPO.R_OPCIONES ? opciones : { type: TIPO.R_OPCIONES, data: { choices: [] } };
        }

        // Once per interaction id: a repeat never runs the work again.
        const intento = { clave: String(i.id), idCuenta: 0, ruta: `POST ${RUTA_INTERACCIONES}` };
        if (!(await intentos.reclamar(app.db, intento, '')))
          return reply.header('idempotent-replayed', 'true').send(await respuestaPrevia(app, intentos, intento, idioma));
        const trabajo = empezar();
        const pronta = await antes(trabajo, diferirMs);
        const respuesta: RespuestaInteraccion =
          pronta ??
          (i.type === TIPO.COMANDO ? { type: TIPO.R_DIFERIDA, data: { flags: EFIMERO } } : { type: TIPO.R_DIFERIDA_ACTUALIZAR });
        await intentos.guardar(app.db, intento, 200, JSON.stringify(respuesta));
        if (!pronta)
          void trabajo.then(async (final) => {
            const envio = seguimiento(opciones, i, final);
            if (!envio) return;
            const res = await fetchar(envio.url, envio.init).catch((error: unknown) => error);
            if (!(res instanceof Response) || !res.ok)
              request.log.warn(
                { err: res instanceof Response ? res.status : res },
                'Discord: no se pudo enviar la respuesta diferida',
              );
          });
        return respuesta;
      },
    );
  });
}

/** The work's answer if it comes within `ms`, else null (the work goes on). */
async function antes<T>(trabajo: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const tarde = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([trabajo, tarde]);
  } finally {
    clearTimeout(timer);
  }
}

/** The first answer to an interaction id already taken (waiting briefly while it is in progress). */
async function respuestaPrevia(
  app: FastifyInstance,
  intentos: AlmacenIntentos,
  intento: { clave: string; idCuenta: number; ruta: string },
  idioma: Parameters<typeof mensaje>[2],
): Promise<RespuestaInteraccion> {
  for (const fin = Date.now() + ESPERA_REPETIDA_MS; Date.now() < fin;) {
    const previo = await intentos.leer(app.db, intento);
    if (previo?.respuesta) return JSON.parse(previo.respuesta) as RespuestaInteraccion;
    await new Promise((resolve) => setTimeout(resolve, SONDEO_MS));
  }
  return efimero(mensaje('interacciones.enCurso', {}, idioma));
}
