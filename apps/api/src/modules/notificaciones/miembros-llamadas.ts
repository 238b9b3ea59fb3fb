// The members' translator (miembros.ts; docs/integraciones.md, "Roles y apodos", «Bajas»), registered
// with the outbox's (llamadas.ts): a cargo changed in the app and a player switched off by the purge
// become their role, nickname and log-channel calls, under the guild's settings read when the write queues.
import { mensaje } from '../../lib/mensajes.js';
import { registrarTraductor, type LlamadaPedida } from './llamadas.js';
import { construirMensaje } from './mensajes.js';
import { llamadasDeMiembros } from './miembros.js';

registrarTraductor('miembros', async (aviso, ajustes): Promise<LlamadaPedida[]> => {
  if (aviso.tipo !== 'cargos_cambiados' && aviso.tipo !== 'jugador_baja') return [];
  const idioma = ajustes.idioma ?? 'es';
  const texto = construirMensaje(aviso, ajustes.publicUrl, idioma);
  return llamadasDeMiembros(aviso, ajustes, texto, (codigo, valores) => mensaje(codigo, valores, idioma));
});
