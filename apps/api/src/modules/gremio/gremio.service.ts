// The guild's settings (docs/ajustes-gremio.md): the start's seeding from the environment, the read, the
// leader's change (audited with before and after, one live change), and the reload of the context object.
import type { AjustesGremio } from '@reparto/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { gremioODefecto } from '../../lib/gremio-contexto.js';
import type { CuentaSesion } from '../cuentas/cuentas.repository.js';
import { escribir, sinCambios } from '../../lib/escritura.js';
import { VARIABLE_DE, type Gremio } from './gremio.js';
import * as repo from './gremio.repository.js';

const mostrar = (valor: unknown) => (valor === null ? 'vacío' : JSON.stringify(valor));

/**
 * At start: the first start copies the environment's guild variables into the row; on later starts the
 * row is the truth, and a variable set to another value is named in a warning (it is ignored:
 * docs/decisions/015-guild-as-a-row.md). Answers the row, for the context object.
 */
export async function prepararGremio(db: DbOrTx, semilla: Partial<Gremio>, avisar: (linea: string) => void): Promise<Gremio> {
  const sembrado = await repo.sembrarGremio(db, semilla);
  const { gremio } = await repo.leerGremio(db);
  if (!sembrado) {
    for (const [campo, valor] of Object.entries(semilla) as [keyof Gremio, unknown][]) {
      const variable = VARIABLE_DE[campo];
      if (variable && gremio[campo] !== valor)
        avisar(
          `${variable}=${mostrar(valor)} se ignora: el gremio ya tiene ${mostrar(gremio[campo])} (se cambia en «Ajustes del gremio»)`,
        );
    }
  }
  return gremio;
}

/** The row as it is now (GET /api/gremio/ajustes). */
export async function leer(db: DbOrTx): Promise<AjustesGremio> {
  return (await repo.leerGremio(db)).gremio;
}

/**
 * The leader changes some settings: only those that differ are written and audited (before and after);
 * the same values again change nothing. Answers every setting after the change.
 */
export async function cambiar(db: Db, cuenta: CuentaSesion, cambios: Partial<Gremio>) {
  return escribir(db, async (tx) => {
    const { gremio: antes } = await repo.leerGremio(tx, true);
    const campos = (Object.keys(cambios) as (keyof Gremio)[]).filter((c) => cambios[c] !== undefined && cambios[c] !== antes[c]);
    if (campos.length === 0) return sinCambios(antes);
    const despues = Object.fromEntries(campos.map((c) => [c, cambios[c]])) as Partial<Gremio>;
    await repo.guardarGremio(tx, despues);
    return {
      resultado: { ...antes, ...despues },
      auditoria: [
        {
          idCuenta: cuenta.idCuenta,
          accion: 'cambiar_ajustes',
          entidad: 'gremio',
          idEntidad: gremioODefecto(),
          antes: Object.fromEntries(campos.map((c) => [c, antes[c]])),
          despues,
        },
      ],
      cambio: { tipo: 'gremio' },
    };
  });
}
