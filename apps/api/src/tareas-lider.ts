// The modules' singleton jobs that app.ts registers with the leader (ops/lider.ts; docs/reliability.md,
// «One instance leads»), by name: the attendance recorder, the calendar's reminders, the loot
// buyouts' closing (docs/venta-botin.md, «Cierre automático») and the audit's pruning to each guild's quota. Like routes.ts, this file gathers what
// the modules declare, so that app.ts names none of them.
import type { FastifyInstance } from 'fastify';
import type { Tarea } from './ops/lider.js';
import { tareaRecordatorios } from './modules/calendario/recordatorio.js';
import { tareaCierreVentas } from './modules/ventas/cierre-automatico.js';
import { tareaPodaAuditoria } from './modules/operador/poda-auditoria.js';

export function tareasDelLider(app: FastifyInstance, asistencia: Tarea): Record<string, Tarea> {
  return {
    asistencia,
    recordatorios: tareaRecordatorios(app.db, app.ajustesAvisos, app.log),
    // The guild's tax is read at each run (the leader may change it on «Ajustes del gremio»).
    'cierre-ventas': tareaCierreVentas(app.db, () => app.gremio.impuestoPct, app.ajustesAvisos, app.log),
    // The host's quota of audit months per guild (docs/deploy.md, «Cuotas»).
    'poda-auditoria': tareaPodaAuditoria(app.db, app.log),
  };
}
