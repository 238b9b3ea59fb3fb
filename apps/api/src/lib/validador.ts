// The app's schema validator (app.ts): fastify-type-provider-zod's, with the valid query strings of
// each route remembered. The same few queries come again and again (a player's earnings, a page of
// the periods), and zod's walk of the query was ~4 % of a cached read's CPU (docs/performance.md,
// "What every request pays"). Query schemas are pure (trim, coercion, defaults, refinements on the
// value alone), so the same query always gives the same value; each request gets its own copy.
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/** Valid queries remembered per route (the oldest forgotten first). */
export const CONSULTAS_RECORDADAS = 256;

type Primitivo = string | number | boolean | null | undefined;
const esPrimitivo = (v: unknown): v is Primitivo => v === null || (typeof v !== 'object' && typeof v !== 'function');

/** A validated value kept only when a shallow copy gives each request its own (no nested objects). */
function plano(value: unknown): value is Record<string, Primitivo> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  for (const k in value) if (!esPrimitivo((value as Record<string, unknown>)[k])) return false;
  return true;
}

export const validador: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (ruta) => {
  const validar = validatorCompiler(ruta);
  if (ruta.httpPart !== 'querystring') return validar;
  const recordadas = new Map<string, Record<string, Primitivo>>();
  return (data: unknown) => {
    const clave = JSON.stringify(data);
    const valor = recordadas.get(clave);
    if (valor) return { value: { ...valor } };
    const resultado = validar(data) as { value?: unknown; error?: Error };
    if (resultado.error === undefined && plano(resultado.value)) {
      if (recordadas.size >= CONSULTAS_RECORDADAS) recordadas.delete(recordadas.keys().next().value!);
      recordadas.set(clave, { ...resultado.value });
    }
    return resultado;
  };
};
