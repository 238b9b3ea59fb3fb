// What `npm run instancias` runs around the scenario (docs/reliability.md, «Varias instancias»): the
// throwaway PostgreSQL database with the benchmark's small guild, the API instances (the production
// bundle, each a child process that a SIGKILL really kills) and their leader state.
import { spawn, type ChildProcess } from 'node:child_process';
import pg from 'pg';
import { API_NODE_FLAGS } from '../../../../scripts/build-api.mjs';

export const ADMIN_URL = process.env['INSTANCIAS_ADMIN_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function urlDe(nombre: string): string {
  return Object.assign(new URL(ADMIN_URL), { pathname: `/${nombre}` }).toString();
}

export async function consultar<T = Record<string, unknown>>(url: string, texto: string, valores: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(texto, valores)).rows as T[];
  } finally {
    await c.end();
  }
}

export async function borrarBase(nombre: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(nombre)) throw new Error(`Nombre de base no admitido: ${nombre}`);
  await consultar(ADMIN_URL, `drop database if exists ${nombre} with (force)`);
}

/** Runs a command of the repository (inherits nothing: its output is kept); resolves with its exit code and output. */
export function ejecutar(
  raiz: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ codigo: number | null; salida: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, args, { cwd: raiz, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let salida = '';
    p.stdout.on('data', (c: Buffer) => (salida += String(c)));
    p.stderr.on('data', (c: Buffer) => (salida += String(c)));
    p.on('exit', (codigo) => resolve({ codigo, salida }));
  });
}

export interface EstadoLider {
  esta_instancia: boolean;
  tareas: string[];
}

export interface Proceso {
  child: ChildProcess;
  port: number;
  salida: () => string;
  fin: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The API instances of the run: the production bundle under plain node, as `npm start` runs it. */
export class Instancias {
  readonly procesos: (Proceso | null)[] = [];
  readonly #puertos: number[] = [];

  constructor(
    private readonly raiz: string,
    private readonly bundle: string,
    private readonly env: Record<string, string>,
  ) {}

  /** Starts instance `i` (on its former port when it ran before) and waits for it to listen. */
  async arrancar(i: number): Promise<Proceso> {
    const child = spawn(process.execPath, [...API_NODE_FLAGS, this.bundle], {
      cwd: this.raiz,
      env: {
        PATH: process.env['PATH'] ?? '',
        HOME: process.env['HOME'] ?? '/tmp',
        ...this.env,
        PORT: String(this.#puertos[i] ?? 0),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => (out += String(c)));
    child.stderr!.on('data', (c: Buffer) => (out += String(c)));
    const fin = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal })),
    );
    const port = await new Promise<number>((resolve, reject) => {
      const limite = setTimeout(() => reject(new Error(`la instancia ${i + 1} no arrancó en 60 s:\n${out}`)), 60_000);
      const mirar = () => {
        const m = /escuchando en http:\/\/localhost:(\d+)/.exec(out);
        if (m) {
          clearTimeout(limite);
          resolve(Number(m[1]));
        }
      };
      child.stdout!.on('data', mirar);
      void fin.then(({ code, signal }) => {
        clearTimeout(limite);
        reject(new Error(`la instancia ${i + 1} terminó al arrancar (${code ?? signal}):\n${out}`));
      });
    });
    this.#puertos[i] = port;
    const p: Proceso = { child, port, salida: () => out, fin };
    this.procesos[i] = p;
    return p;
  }

  /** SIGKILL: the process ends at once, whatever it was doing. */
  async matar(i: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const p = this.procesos[i];
    if (!p) throw new Error(`la instancia ${i + 1} no está en marcha`);
    this.procesos[i] = null;
    p.child.kill('SIGKILL');
    return p.fin;
  }

  /**
   * The balancer's list: every instance ever started, on its port, alive or not — the balancer finds a
   * dead one by itself (the connection is refused) and skips it, as nginx does.
   */
  destinos(): { host: string; port: number }[] {
    return this.#puertos.map((port) => ({ host: '127.0.0.1', port }));
  }

  base(i: number): string | null {
    const p = this.procesos[i];
    return p ? `http://127.0.0.1:${p.port}` : null;
  }

  /** The `lider` of instance i's GET /api/ready (ops/salud.ts); null when it does not answer. */
  async lider(i: number): Promise<EstadoLider | null> {
    const base = this.base(i);
    if (!base) return null;
    try {
      const res = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(3_000) });
      return ((await res.json()) as { lider?: EstadoLider }).lider ?? null;
    } catch {
      return null;
    }
  }

  /** Every running instance's leader state, by index. */
  async lideres(): Promise<{ i: number; estado: EstadoLider | null }[]> {
    const vivas = this.procesos.flatMap((p, i) => (p ? [i] : []));
    return Promise.all(vivas.map(async (i) => ({ i, estado: await this.lider(i) })));
  }

  /** Ends every instance still running (SIGTERM, then SIGKILL after 10 s). */
  async parar(): Promise<void> {
    await Promise.all(
      this.procesos.map(async (p, i) => {
        if (!p) return;
        this.procesos[i] = null;
        p.child.kill('SIGTERM');
        const t = setTimeout(() => p.child.kill('SIGKILL'), 10_000);
        await p.fin;
        clearTimeout(t);
      }),
    );
  }
}
