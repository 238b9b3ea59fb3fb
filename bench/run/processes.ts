// The processes of a benchmark run: starting and stopping the API and the floor, their CPU time and
// peak memory from /proc, the scheduling boost, and the machine's description for the report.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));
const CLK_TCK = 100;

export interface Started {
  child: ChildProcess;
  port: number;
}

/** Starts an entry point (TypeScript through tsx, or a built .mjs) and waits for the line announcing its port. */
export function start(
  script: string,
  env: Record<string, string>,
  portPattern: RegExp,
  nodeArgs: string[] = [],
): Promise<Started> {
  return new Promise((resolve, reject) => {
    const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
    const child = spawn(process.execPath, [...nodeArgs, ...loader, script], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${script} no arrancó:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = portPattern.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} terminó (${code}):\n${output}`));
    });
  });
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

/** CPU time (user + system) of a process in ms, from /proc (0 when it is gone). */
export function cpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

/**
 * `--nice[=-10]`: the runner, both servers and their PostgreSQL backends get a higher scheduling
 * priority, so that other work on a shared machine disturbs the measure less. Needs root; a no-op
 * without the option.
 */
export function boost(pids: number[], nice: string | undefined): void {
  if (!nice || pids.length === 0) return;
  try {
    execFileSync('renice', ['-n', nice, '-p', ...pids.map(String)], { stdio: 'ignore' });
  } catch {
    console.warn('  ! renice falló (¿sin permisos?); se mide sin prioridad');
  }
}

/** Peak resident set of a process (kB → MB), from the kernel's high-water mark. */
export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export function machine(serverVersion: string) {
  const cpus = os.cpus();
  let commit: string;
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
  } catch {
    commit = 'desconocido';
  }
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? '?'}`,
    memoria_gb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgresql: serverVersion,
    commit,
  };
}
