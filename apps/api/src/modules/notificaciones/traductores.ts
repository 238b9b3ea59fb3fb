// This module's translators of avisos into Discord calls (llamadas.ts; docs/integraciones.md): the
// officers' cards (a claim filed or a withdrawal requested posts one to the guild's «Canal de
// oficiales»; each decision edits it) and the members' direct messages (their claim or withdrawal
// approved, rejected or paid, a share paid), only to a linked account that has them on.
import type { AvisoDiscord } from './mensajes.js';
import { construirMensaje } from './mensajes.js';
import { registrarTraductor, type LlamadaPedida } from './llamadas.js';
import { construirTarjeta, entidadDeAviso, esPendiente, type AvisoTarjeta } from './tarjetas.js';
import { destinatarioMd } from './discord.repository.js';

const DE_TARJETA = new Set<AvisoDiscord['tipo']>([
  'regear_reclamado',
  'regear_aprobado',
  'regear_rechazado',
  'regear_pagado',
  'regear_pago_deshecho',
  'retiro_solicitado',
  'retiro_aprobado',
  'retiro_rechazado',
  'retiro_pagado',
]);

/** The avisos a member hears of in a direct message. */
const DE_MD = new Set<AvisoDiscord['tipo']>([
  'regear_aprobado',
  'regear_rechazado',
  'regear_pagado',
  'retiro_aprobado',
  'retiro_rechazado',
  'retiro_pagado',
  'pago',
]);

const esDeTarjeta = (aviso: AvisoDiscord): aviso is AvisoTarjeta => DE_TARJETA.has(aviso.tipo);

registrarTraductor('tarjetas', async (aviso, ajustes): Promise<LlamadaPedida[]> => {
  if (!esDeTarjeta(aviso)) return [];
  const { entidad, id } = entidadDeAviso(aviso);
  const mensaje = construirTarjeta(aviso, ajustes.idioma, ajustes.publicUrl);
  const resumen = `Tarjeta de oficiales (${entidad} #${id})`;
  if (esPendiente(aviso)) {
    const canal = ajustes.gremio?.canalOficiales;
    return canal ? [{ tipo: 'tarjeta', resumen, llamada: { clase: 'tarjeta', entidad, id, canal, mensaje } }] : [];
  }
  // Resolved when sent: skipped with a note when the card was never posted.
  return [
    { tipo: 'tarjeta_editar', resumen: `${resumen}: ${aviso.tipo}`, llamada: { clase: 'tarjeta_editar', entidad, id, mensaje } },
  ];
});

registrarTraductor('mensajes-directos', async (aviso, ajustes, tx): Promise<LlamadaPedida[]> => {
  if (!DE_MD.has(aviso.tipo) || !('jugador' in aviso)) return [];
  const destino = await destinatarioMd(tx, aviso.jugador);
  if (!destino) return [];
  const { resumen, body } = construirMensaje(aviso, ajustes.publicUrl, destino.idioma ?? ajustes.idioma);
  return [
    {
      tipo: 'md',
      resumen: `MD a ${aviso.jugador}: ${resumen}`,
      llamada: {
        clase: 'md',
        discordUserId: destino.discordUserId,
        mensaje: { embeds: body.embeds, allowed_mentions: { parse: [] } },
      },
    },
  ];
});
