// The pieces of a Discord message (docs/integraciones.md): Discord's limits, user text escaped for
// markdown and mentions, cuts that never leave half an escape, and the nicknames laid out in fields —
// their titles in the guild's language (modules/notificaciones/mensajes.ts builds the messages).
import type { Idioma } from '@reparto/contract';
import type { CampoEmbed, Embed } from '../../adapters/discord/webhook.js';
import { mensaje } from '../../lib/mensajes.js';

export const LIMITES = { titulo: 256, descripcion: 4096, campos: 25, nombreCampo: 256, valorCampo: 1024, total: 6000 } as const;

/** Escapes Discord markdown and defuses mentions (`@everyone`, `@here`, `<@id>`) in user text. */
export function escapar(text: string): string {
  return text
    .replace(/[\\*_~`|>#[\]()-]/g, (c) => `\\${c}`)
    .replace(/@/g, '@\u200b')
    .replace(/</g, '<\u200b');
}

/** Cuts to `max` characters with an ellipsis, never leaving half of a backslash escape. */
export function recortar(text: string, max: number): string {
  if (text.length <= max) return text;
  let cut = text.slice(0, max - 1);
  const trailing = /\\+$/.exec(cut)?.[0].length ?? 0;
  if (trailing % 2 === 1) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Characters Discord counts towards a message's 6000. */
export function longitudEmbed(embed: Embed): number {
  return embed.title.length + embed.description.length + embed.fields.reduce((n, f) => n + f.name.length + f.value.length, 0);
}

/**
 * The nicknames laid out across fields (", " between them) within the field and message limits;
 * those that do not fit are counted at the end: "… y N más".
 */
export function camposDeNombres(
  nombres: readonly string[],
  presupuesto: number,
  maxCampos: number,
  idioma: Idioma = 'es',
): CampoEmbed[] {
  const reserva = 16; // " y 99999 más"
  const fields: CampoEmbed[] = [];
  let total = 0;
  let puestos = 0;
  for (const raw of nombres) {
    const name = escapar(raw);
    const last = fields.at(-1);
    if (
      last &&
      last.value.length + 2 + name.length <= LIMITES.valorCampo - reserva &&
      total + 2 + name.length <= presupuesto - reserva
    ) {
      last.value += `, ${name}`;
      total += 2 + name.length;
    } else {
      const titulo = mensaje(fields.length === 0 ? 'discord.jugadores' : 'discord.jugadoresCont', {}, idioma);
      const cabe = total + titulo.length + name.length <= presupuesto - reserva && name.length <= LIMITES.valorCampo - reserva;
      if (fields.length >= maxCampos || !cabe) break;
      fields.push({ name: titulo, value: name });
      total += titulo.length + name.length;
    }
    puestos++;
  }
  const resto = nombres.length - puestos;
  if (resto > 0) {
    const last = fields.at(-1);
    if (last) last.value += mensaje('discord.yMas', { n: resto }, idioma);
    else
      fields.push({ name: mensaje('discord.jugadores', {}, idioma), value: mensaje('discord.nJugadores', { n: resto }, idioma) });
  }
  return fields;
}
