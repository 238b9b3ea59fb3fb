// A throwaway PostgreSQL 15 cluster of its own (initdb/pg_ctl as the postgres user, in a temp folder,
// on its own port) for the outage test: it can be stopped, frozen and started again without touching
// the machine's shared server (recipe: /work/shared/design/STACK.md).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PGBIN = process.env['PGBIN'] ?? '/usr/lib/postgresql/15/bin';

function which(cmd: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Root, runuser, the PostgreSQL 15 binaries and a postgres user: what the cluster needs. */
export function canRunCluster(): boolean {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return false;
  if (!which('runuser') || !existsSync(path.join(PGBIN, 'initdb')) || !existsSync(path.join(PGBIN, 'pg_ctl'))) return false;
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
