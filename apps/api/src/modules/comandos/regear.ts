// `/regear muerte:` (docs/integraciones.md, «Interacciones»; docs/regear.md): while the member types,
// the autocomplete lists their recent deaths from the killboard (regear.service.ts `muertes`, the web's
// list: those not claimed yet and of the guild), each with its date and the rules' silver; choosing one
// files the claim through the same service as the web (`reclamar`: every rule, the same sentences), in
// the newest period not finalized that holds the death's date.
import { EventIdSchema, fechaEn, plataEn, type Idioma, type Muerte } from '@reparto/contract';
import { escapar } from '../notificaciones/embed.js';
import { muertes, periodoDeFecha, reclamar } from '../regear/regear.service.js';
import { definicionComando, opcionComando } from './comando.js';
import {
  conCuenta,
  decir,
  efimero,
  opcion,
  TIPO,
  type ComandoHttp,
  type DepsInteracciones,
  type RespuestaInteraccion,
} from './respuestas.js';

/** The command as Discord's API v10 takes it: one string option, autocompleted. */
export const COMANDO_REGEAR = definicionComando('regear', 'regear.comandoDescripcion', [
  opcionComando(3, 'muerte', 'regear.opcionMuerte', { required: true, autocomplete: true }),
]);

/** Discord shows at most 25 choices, each name at most 100 characters. */
const MAX_OPCIONES = 25;
const MAX_NOMBRE = 100;

const albion = (deps: DepsInteracciones) => ({ killboard: deps.app.killboard, precios: deps.app.precios });

/** A choice's value: the event and the death's time (the time picks the period; the service checks both). */
const valorDe = (m: Muerte) => `${m.eventId}:${Date.parse(m.fecha)}`;

function leerValor(valor: unknown): { eventId: number; fecha: Date } | null {
  const partes = typeof valor === 'string' ? /^(\d{1,16}):(\d{1,15})$/.exec(valor) : null;
  if (!partes) return null;
  const eventId = EventIdSchema.safeParse(Number(partes[1]));
  const fecha = new Date(Number(partes[2]));
  return eventId.success && !Number.isNaN(fecha.getTime()) ? { eventId: eventId.data, fecha } : null;
}

/** A death as a choice: «21 de septiembre del 2025 18:40 UTC: $1.234.567 (1 sin precio)». */
function nombreDe(m: Muerte, idioma: Idioma): string {
  const silver = m.items.reduce((s, x) => s + (x.silver ?? 0), 0);
  const sinPrecio = m.items.filter((x) => x.motivo === undefined && x.precio === null).length;
  const fecha = `${fechaEn(idioma, m.fecha)} ${m.fecha.slice(11, 16)} UTC`;
  return decir(idioma)('regear.muerteOpcion', { fecha, silver: plataEn(idioma, silver), sinPrecio }).slice(0, MAX_NOMBRE);
}

export const REGEAR: ComandoHttp = {
  definicion: COMANDO_REGEAR,
  async autocompletar(i, deps) {
    const sinOpciones: RespuestaInteraccion = { type: TIPO.R_OPCIONES, data: { choices: [] } };
    const respuesta = await conCuenta(i, deps, async (cuenta, idioma) => {
      const escrito = String(opcion(i, 'muerte')?.value ?? '').toLowerCase();
      const lista = (await muertes(deps.db, albion(deps), cuenta, cuenta.nickname, idioma))
        .filter((m) => !m.reclamada && m.otroGremio === undefined)
        .map((m) => ({ name: nombreDe(m, idioma), value: valorDe(m) }))
        .filter((c) => c.name.toLowerCase().includes(escrito))
        .slice(0, MAX_OPCIONES);
      return { type: TIPO.R_OPCIONES, data: { choices: lista } };
    });
    // Unlinked, another server, or the killboard down: no choices (an autocomplete cannot say a sentence).
    return respuesta.type === TIPO.R_OPCIONES ? respuesta : sinOpciones;
  },
  contestar: (i, deps) =>
    conCuenta(i, deps, async (cuenta, idioma) => {
      const t = decir(idioma);
      const elegida = leerValor(opcion(i, 'muerte')?.value);
      if (!elegida) return efimero(t('regear.muerteNoValida'));
      const idPeriodo = await periodoDeFecha(deps.db, elegida.fecha);
      if (idPeriodo === null) return efimero(t('regear.sinPeriodo', { fecha: escapar(fechaEn(idioma, elegida.fecha)) }));
      const { resultado } = await reclamar(deps.db, albion(deps), deps.app.ajustesAvisos, cuenta, {
        idPeriodo,
        eventId: elegida.eventId,
        nickname: cuenta.nickname,
      });
      return efimero(
        t('regear.reclamado', {
          id: resultado.id_reclamo,
          periodo: resultado.id_periodo,
          silver: plataEn(idioma, resultado.silver),
        }),
      );
    }),
};
