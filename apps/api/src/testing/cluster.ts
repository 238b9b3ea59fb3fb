// A throwaway PostgreSQL cluster of its own (initdb/pg_ctl as the postgres user, in a temp folder, on
// its own port) for the outage test: it can be stopped, frozen and started again without touching the
// machine's shared server.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function run(cmd: string, args: string[]): string | undefined {
  try {
    return execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

const which = (cmd: string): string | undefined => run('sh', ['-c', `command -v ${cmd}`]) || undefined;

const hasServerBinaries = (dir: string | undefined): dir is string =>
  !!dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'));

/**
 * The folder of `initdb` and `pg_ctl`: $PGBIN, else what `pg_config --bindir` says, else the highest
 * version under /usr/lib/postgresql/<version>/bin (Debian, Ubuntu), else the folder of `pg_ctl` on the
 * PATH. Undefined when none holds both.
 */
export function findPgBin(): string | undefined {
  const candidates = [process.env['PGBIN'], run('pg_config', ['--bindir'])];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(debian, v, 'bin')));
  }
  const onPath = which('pg_ctl');
  if (onPath) candidates.push(path.dirname(onPath));
  return candidates.find(hasServerBinaries);
}

const PGBIN = findPgBin();

/** Root, runuser, the PostgreSQL server binaries and a postgres user: what the cluster needs. */
export function canRunCluster(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  if (!which('runuser') || !PGBIN) return false;
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * A port below Linux's ephemeral range (32768–60999): a port in that range can be taken at any moment
 * as the local end of an outgoing connection (the test suite opens hundreds), and then the server
 * cannot bind it.
 */
const freePortCandidate = () => 20000 + Math.floor(Math.random() * 10000);

export class Cluster {
  readonly dir: string;
  #port = freePortCandidate();
  #started = false;
  constructor() {
    this.dir = mkdtempSync(path.join(tmpdir(), 'rdp-cluster-'));
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(this.dir, uid, gid);
    chmodSync(this.dir, 0o700);
    this.#pg('initdb', ['-D', this.dir, '-U', 'postgres', '--auth=trust', '--locale=C.UTF-8', '-E', 'UTF8']);
  }

  #pg(bin: string, args: string[]) {
    if (!PGBIN) throw new Error('No se encontraron initdb y pg_ctl de PostgreSQL');
    return execFileSync('runuser', ['-u', 'postgres', '--', path.join(PGBIN, bin), ...args], {
      stdio: 'pipe',
      timeout: 120_000,
    }).toString();
  }

  get port(): number {
    return this.#port;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.#port}/postgres`;
  }

  /**
   * Starts the server. The first start tries up to three ports (another program may hold one); later
   * starts keep the port, so that clients reconnect to the same address.
   */
  start(): void {
    for (let attempt = 1; ; attempt++) {
      try {
        this.#pgCtlStart();
        this.#started = true;
        return;
      } catch (error) {
        if (this.#started || attempt >= 3) throw new Error(`pg_ctl start falló:\n${this.#logTail()}`, { cause: error });
        this.#port = freePortCandidate();
      }
    }
  }

  /** The last lines of the server's log (why a start failed; the folder is removed afterwards). */
  #logTail(): string {
    try {
      return readFileSync(path.join(this.dir, 'log'), 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      return '(sin registro)';
    }
  }

  #pgCtlStart(): void {
    this.#pg('pg_ctl', [
      '-D',
      this.dir,
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${this.#port} -k ${this.dir}`,
      '-w',
      'start',
    ]);
  }

  /** `fast` ends every session at once (what an operator or a failover does); `immediate` is a crash. */
  stop(mode: 'fast' | 'immediate' = 'fast'): void {
    this.#pg('pg_ctl', ['-D', this.dir, '-m', mode, '-w', 'stop']);
  }

  /** Pids of the postmaster and its children (backends, checkpointer…). */
  #pids(): number[] {
    const postmaster = Number(readFileSync(path.join(this.dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = execFileSync('sh', ['-c', `pgrep -P ${postmaster} || true`])
      .toString()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return [postmaster, ...children];
  }

  /** SIGSTOP the whole server: connections stay open and nothing answers (a hung host). */
  freeze(): void {
    for (const pid of this.#pids()) process.kill(pid, 'SIGSTOP');
  }

  thaw(): void {
    for (const pid of this.#pids()) process.kill(pid, 'SIGCONT');
  }

  destroy(): void {
    try {
      this.thaw();
    } catch {
      // not running
    }
    try {
      this.stop('immediate');
    } catch {
      // not running
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
