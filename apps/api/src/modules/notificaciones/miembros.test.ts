// The members' Discord calls (miembros.ts; docs/integraciones.md, "Roles y apodos", «Bajas»): which roles
// a cargo change writes (the first role of an added cargo, every role of a removed one, never a role a
// kept cargo lists), the nickname `[TAG] Nickname` cut to 32 characters, nothing with the sync off or
// without a linked Discord id, the log channel's line, and the purge's role removals per mode.
import { describe, expect, it } from 'vitest';
import { mensaje } from '../../lib/mensajes.js';
import { GREMIO_DEFECTO } from '../gremio/gremio.js';
import { construirMensaje } from './mensajes.js';
import {
  APODO_MAX,
  apodoConEtiqueta,
  cambiosDeRoles,
  llamadasDeMiembros,
  type AjustesMiembros,
  type AvisoBaja,
  type AvisoCargos,
  type AvisoMiembros,
} from './miembros.js';

const GUILD = '111111111111111111';
const USUARIO = '222222222222222222';
const CANAL = '333333333333333333';
/** OFICIAL (2) has two roles, TESORERO (8) one, DISTRIBUIDOR (5) shares OFICIAL's second. */
const ROLES = new Map<number, readonly string[]>([
  [2, ['r-oficial', 'r-oficial-viejo']],
  [8, ['r-tesorero']],
  [5, ['r-oficial-viejo', 'r-distribuidor']],
  [3, ['r-miembro']],
]);

const ajustes = (cambios: Partial<typeof GREMIO_DEFECTO> = {}): AjustesMiembros => ({
  gremio: { ...GREMIO_DEFECTO, discordGuildId: GUILD, sincronizarRoles: true, ...cambios },
  rolesDiscord: ROLES,
  idioma: 'es',
});
const cargos = (antes: number[], despues: number[], otros: Partial<AvisoCargos> = {}): AvisoCargos => ({
  tipo: 'cargos_cambiados',
  idCuenta: 9,
  discordUserId: USUARIO,
  nickname: 'Aldrakar',
  antes,
  despues,
  por: 'lider',
  ...otros,
});
const llamadas = (aviso: AvisoMiembros, a: AjustesMiembros) =>
  llamadasDeMiembros(aviso, a, construirMensaje(aviso, undefined, 'es'), (c, v) => mensaje(c, v, 'es')).map((l) => l.llamada);
const miembro = `/guilds/${GUILD}/members/${USUARIO}`;

describe('cambiosDeRoles', () => {
  it('adds the first role of an added cargo; removes every role of a removed one', () => {
    expect(cambiosDeRoles(ROLES, [3], [2, 3])).toEqual({ poner: ['r-oficial'], quitar: [] });
    expect(cambiosDeRoles(ROLES, [2, 3], [3])).toEqual({ poner: [], quitar: ['r-oficial', 'r-oficial-viejo'] });
  });

  it('never removes a role a kept cargo lists, and ignores unmapped cargos', () => {
    expect(cambiosDeRoles(ROLES, [2, 5], [5])).toEqual({ poner: [], quitar: ['r-oficial'] });
    expect(cambiosDeRoles(ROLES, [6], [7])).toEqual({ poner: [], quitar: [] });
  });
});

describe('apodoConEtiqueta', () => {
  it('is `[TAG] Nickname`', () => {
    expect(apodoConEtiqueta('RDP', 'Aldrakar')).toBe('[RDP] Aldrakar');
  });

  it('is cut to Discord’s 32 characters, whole code points', () => {
    const largo = apodoConEtiqueta('ETIQUETA', 'Unnombremuylargoquenocabeentero');
    expect(largo).toBe('[ETIQUETA] Unnombremuylargoqueno');
    expect(Array.from(largo)).toHaveLength(APODO_MAX);
    const emoji = apodoConEtiqueta('🐉🐉', 'x'.repeat(40));
    expect(Array.from(emoji)).toHaveLength(APODO_MAX);
    expect(emoji.startsWith('[🐉🐉] ')).toBe(true);
  });
});

describe('llamadasDeMiembros: a cargo change', () => {
  it('with the sync off, no call at all (and no log line without a log channel)', () => {
    expect(llamadas(cargos([3], [2, 3]), ajustes({ sincronizarRoles: false }))).toEqual([]);
  });

  it('without a linked Discord id or a Discord server, no role call', () => {
    expect(llamadas(cargos([3], [2, 3], { discordUserId: null }), ajustes())).toEqual([]);
    expect(llamadas(cargos([3], [2, 3]), ajustes({ discordGuildId: null }))).toEqual([]);
  });

  it('on: one DELETE per removed role, one PUT per added cargo, with the reason', () => {
    const razon = 'Cargos cambiados en la app por lider';
    expect(llamadas(cargos([2, 3], [3, 8]), ajustes())).toEqual([
      { clase: 'rest', metodo: 'DELETE', ruta: `${miembro}/roles/r-oficial`, razon },
      { clase: 'rest', metodo: 'DELETE', ruta: `${miembro}/roles/r-oficial-viejo`, razon },
      { clase: 'rest', metodo: 'PUT', ruta: `${miembro}/roles/r-tesorero`, razon },
    ]);
  });

  it('with a tag, the server nickname too; with a log channel, a line there', () => {
    const hechas = llamadas(cargos([3], [3, 8]), ajustes({ etiquetaApodo: 'RDP', canalRegistro: CANAL }));
    expect(hechas.map((l) => `${l.metodo} ${l.ruta}`)).toEqual([
      `PUT ${miembro}/roles/r-tesorero`,
      `PATCH ${miembro}`,
      `POST /channels/${CANAL}/messages`,
    ]);
    expect(hechas[1]!.body).toEqual({ nick: '[RDP] Aldrakar' });
    const linea = hechas[2]!.body as { embeds: { title: string; description: string }[]; allowed_mentions: unknown };
    expect(linea.allowed_mentions).toEqual({ parse: [] });
    expect(linea.embeds[0]!.title).toBe('Cargos cambiados: Aldrakar');
    expect(linea.embeds[0]!.description).toContain('**Ahora:** MIEMBRO, TESORERO');
  });
});

describe('llamadasDeMiembros: a player switched off', () => {
  const baja = (modo: AvisoBaja['modo'], cargosQuitados: number[]): AvisoBaja => ({
    tipo: 'jugador_baja',
    idPlayer: 4,
    discordUserId: USUARIO,
    nickname: 'Renegado',
    modo,
    dias: 15,
    cargosQuitados,
  });

  it('soft: the removed officer cargos’ roles go', () => {
    expect(llamadas(baja('suave', [8]), ajustes()).map((l) => `${l.metodo} ${l.ruta}`)).toEqual([
      `DELETE ${miembro}/roles/r-tesorero`,
    ]);
  });

  it('full: every mapped role goes, and the log channel says it', () => {
    const hechas = llamadas(baja('completa', []), ajustes({ canalRegistro: CANAL, etiquetaApodo: 'RDP' }));
    expect(hechas.filter((l) => l.metodo === 'DELETE').map((l) => l.ruta.split('/').pop())).toEqual([
      'r-oficial',
      'r-oficial-viejo',
      'r-tesorero',
      'r-distribuidor',
      'r-miembro',
    ]);
    expect(hechas.some((l) => l.metodo === 'PATCH')).toBe(false);
    const ultima = hechas.at(-1)!;
    expect(ultima.ruta).toBe(`/channels/${CANAL}/messages`);
    expect((ultima.body as { embeds: { title: string }[] }).embeds[0]!.title).toBe('Baja completa: Renegado');
  });

  it('with the sync off, only the log line', () => {
    expect(llamadas(baja('completa', []), ajustes({ sincronizarRoles: false, canalRegistro: CANAL })).map((l) => l.ruta)).toEqual(
      [`/channels/${CANAL}/messages`],
    );
  });
});
