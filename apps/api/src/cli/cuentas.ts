// `npm run cuentas -- <orden> [opciones]`: the leader's account administration from the command line,
// for scripts and for recovering a lost leader password. It opens the configured database exactly
// as the server does and calls the same service functions as /api/cuentas (same rules, same audit,
// recorded with no account and `origen: 'cli'`).
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { CargosCuentaSchema, ClaveSchema, EmailSchema, NicknameSchema, type CuentaRow } from '@reparto/contract';
import { parseEnv } from '../env.js';
import { openConfiguredDatabase, prepareDatabase } from '../bootstrap.js';
import { comoComando } from './como-comando.js';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import {
  CLI,
  activarCuenta,
  cambiarCargos,
  cambiarClave,
  crearCuenta,
  desactivarCuenta,
  listCuentas,
} from '../modules/cuentas/cuentas.service.js';

export const AYUDA = `Administración de cuentas de Reparto de Plata

Uso: npm run cuentas -- <orden> [opciones]

  listar                                              todas las cuentas
  crear --email E --nickname N --cargos 7,8 [--password P]
                                                      cuenta para un jugador ya registrado
  cargos --email E --cargos 1,5                       reemplaza los cargos de la cuenta
  clave --email E [--password P]                      nueva contraseña (cierra sus sesiones)
  desactivar --email E                                la cuenta ya no puede entrar (cierra sus sesiones)
  activar --email E                                   vuelve a activar una cuenta desactivada

Sin --password se genera una contraseña y se muestra una sola vez. Las contraseñas tienen al menos
10 caracteres. Cargos: 1 LIDER, 2 OFICIAL, 3 MIEMBRO, 4 RECLUTA, 5 DISTRIBUIDOR, 6 RECLUTADOR,
7 ENCARGADO DE CONTENIDO, 8 TESORERO (--cargos "" deja la cuenta sin cargos).

Usa la misma configuración que el servidor (DATA_DIR o DATABASE_URL). Con la base embebida, detenga
el servidor antes: la carpeta de datos no admite dos procesos a la vez.`;

export interface CliOptions {
  env?: NodeJS.ProcessEnv;
  /** An open database to use instead of the configured one (tests); it is left open. */
  database?: Database;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

class UsageError extends Error {}

const generarClave = () => randomBytes(12).toString('base64url');

function parse<T extends z.ZodType>(schema: T, value: string | undefined, option: string): z.output<T> {
  if (value === undefined) throw new UsageError(`Falta la opción --${option}`);
  const result = schema.safeParse(value);
  if (!result.success) throw new UsageError(`--${option}: ${result.error.issues[0]?.message ?? 'valor inválido'}`);
  return result.data;
}

const parseCargos = (value: string | undefined) =>
  parse(
    z
      .string()
      .transform((s) => (s.trim() === '' ? [] : s.split(',').map((p) => (/^\s*\d+\s*$/.test(p) ? Number(p) : NaN))))
      .pipe(CargosCuentaSchema),
    value,
    'cargos',
  );

const describir = (c: CuentaRow) =>
  [
    String(c.id_cuenta).padStart(4),
    c.email.padEnd(32),
    c.nickname.padEnd(20),
    (c.activa ? 'activa' : 'desactivada').padEnd(12),
    (c.estado_jugador ? 'jugador activo' : 'jugador desactivado').padEnd(20),
    c.cargos.join(',') || '-',
  ].join(' ');

export async function main(argv: string[], opts: CliOptions = {}): Promise<number> {
  const out = opts.out ?? ((line: string) => console.log(line));
  const err = opts.err ?? ((line: string) => console.error(line));

  let command: string | undefined;
  let values: { email?: string; nickname?: string; cargos?: string; password?: string; help?: boolean };
  try {
    const parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        nickname: { type: 'string' },
        cargos: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    command = parsed.positionals[0];
    values = parsed.values;
    if (parsed.positionals.length > 1) throw new UsageError(`Argumento de más: ${parsed.positionals[1]}`);
  } catch (error) {
    err(`${error instanceof Error ? error.message : String(error)}\n\n${AYUDA}`);
    return 2;
  }
  if (!command || values.help || command === 'ayuda') {
    out(AYUDA);
    return command || values.help ? 0 : 2;
  }

  // Validate the arguments before touching the database.
  let run: (database: Database) => Promise<void>;
  try {
    const email = () => parse(EmailSchema, values.email, 'email');
    const clave = () => {
      if (values.password === undefined) return { password: generarClave(), generated: true };
      return { password: parse(ClaveSchema, values.password, 'password'), generated: false };
    };
    const showGenerated = (c: { password: string; generated: boolean }) => {
      if (c.generated) out(`Contraseña generada (se muestra una sola vez): ${c.password}`);
    };
    switch (command) {
      case 'listar':
        run = async ({ db }) => {
          const cuentas = await listCuentas(db);
          out(`  id ${'email'.padEnd(32)} ${'jugador'.padEnd(20)} ${'cuenta'.padEnd(12)} ${'estado'.padEnd(20)} cargos`);
          for (const c of cuentas) out(describir(c));
        };
        break;
      case 'crear': {
        const input = {
          email: email(),
          nickname: parse(NicknameSchema, values.nickname, 'nickname'),
          cargos: parseCargos(values.cargos),
        };
        const c = clave();
        run = async ({ db }) => {
          const { resultado: cuenta } = await crearCuenta(db, CLI, { ...input, password: c.password });
          out(`Cuenta creada: ${cuenta.email} (jugador ${cuenta.nickname}, cargos ${cuenta.cargos.join(',') || '-'})`);
          showGenerated(c);
        };
        break;
      }
      case 'cargos': {
        const ref = { email: email() };
        const cargos = parseCargos(values.cargos);
        run = async ({ db }) => {
          const { resultado: cuenta } = await cambiarCargos(db, CLI, ref, cargos);
          out(`Cargos de ${cuenta.email}: ${cuenta.cargos.join(',') || '-'}`);
        };
        break;
      }
      case 'clave': {
        const ref = { email: email() };
        const c = clave();
        run = async ({ db }) => {
          const { resultado: cuenta } = await cambiarClave(db, CLI, ref, c.password);
          out(`Contraseña cambiada para ${cuenta.email}; sus sesiones abiertas se cerraron.`);
          showGenerated(c);
        };
        break;
      }
      case 'desactivar': {
        const ref = { email: email() };
        run = async ({ db }) => {
          const { resultado: cuenta } = await desactivarCuenta(db, CLI, ref);
          out(`Cuenta desactivada: ${cuenta.email}; ya no puede iniciar sesión.`);
        };
        break;
      }
      case 'activar': {
        const ref = { email: email() };
        run = async ({ db }) => {
          const { resultado: cuenta } = await activarCuenta(db, CLI, ref);
          out(`Cuenta activada: ${cuenta.email}`);
        };
        break;
      }
      default:
        throw new UsageError(`Orden desconocida: ${command}`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      err(`${error.message}\n\nUse "npm run cuentas -- ayuda" para ver las órdenes.`);
      return 2;
    }
    throw error;
  }

  let database = opts.database;
  try {
    const env = parseEnv(opts.env ?? process.env);
    if (!database) database = await openConfiguredDatabase(env);
    // The same start-up as the server: migrations, reference data, the leader on a new database.
    const { leader } = await prepareDatabase(database, env);
    if (leader.generatedPassword) {
      out(`Cuenta de líder creada: ${leader.email}\nContraseña generada (se muestra una sola vez): ${leader.generatedPassword}`);
    }
    await run(database);
    return 0;
  } catch (error) {
    err(
      error instanceof AppError ? `Error: ${error.message}` : `Error: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    if (database && !opts.database) await database.close();
  }
}

await comoComando(import.meta.url, () => main(process.argv.slice(2)));
