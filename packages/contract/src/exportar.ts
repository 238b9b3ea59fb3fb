// Query strings of the CSV exports (docs/domain.md, "Exports"): the same filters as the screens.
import { z } from 'zod';
import { QueryIdSchema } from './common.js';
import { HastaSchema, InstanteSchema, PalabraSchema } from './auditoria.js';
import { GananciasJugadorQuerySchema } from './ganancias.js';
import { ListarRegearQuerySchema } from './regear.js';
import { dicho } from './i18n/dichos.js';

/** `GET /api/exportar/pagos.csv?idPeriodo=` and `/distribuciones.csv?idPeriodo=`. */
export const ExportarPeriodoQuerySchema = z.object({ idPeriodo: QueryIdSchema });
export type ExportarPeriodoQuery = z.infer<typeof ExportarPeriodoQuerySchema>;

/** `GET /api/exportar/historial.csv?nickname=`. */
export const ExportarHistorialQuerySchema = GananciasJugadorQuerySchema;

/** `GET /api/exportar/auditoria.csv?accion=&entidad=&idCuenta=&desde=&hasta=` (the audit screen's filters). */
export const ExportarAuditoriaQuerySchema = z
  .object({
    accion: PalabraSchema('accion'),
    entidad: PalabraSchema('entidad'),
    idCuenta: QueryIdSchema.optional(),
    desde: InstanteSchema.optional(),
    hasta: HastaSchema.optional(),
  })
  .refine((f) => !f.desde || !f.hasta || f.desde.getTime() <= f.hasta.getTime(), {
    error: dicho('campo.desdeHasta', 'La fecha "desde" debe ser anterior a "hasta"'),
    path: ['desde'],
  });
export type ExportarAuditoriaQuery = z.infer<typeof ExportarAuditoriaQuerySchema>;

/** `GET /api/exportar/regear.csv?idPeriodo=&estado=&nickname=` (the regear list's filters, every page). */
export const ExportarRegearQuerySchema = ListarRegearQuerySchema.omit({ page: true });
export type ExportarRegearQuery = z.infer<typeof ExportarRegearQuerySchema>;

/** What a CSV answer is: text, UTF-8 with a BOM, `;` between fields, CRLF between lines. */
export const CsvResponseSchema = z.string();
