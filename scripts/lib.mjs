// Helpers shared by the root scripts (start, test, e2e server).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** A package binary, wherever npm placed it in the workspace. */
export function bin(name) {
  for (const dir of ['', 'apps/web', 'apps/api']) {
    const candidate = path.join(root, dir, 'node_modules', '.bin', name);
    if (existsSync(candidate)) return candidate;
  }
  return name;
}

/** Runs a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
    // Pass stop signals on, so that `npm start` stopped by SIGTERM stops the server gracefully.
    const forward = (signal) => child.kill(signal);
    process.on('SIGTERM', forward);
    process.on('SIGINT', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGTERM', forward);
      process.off('SIGINT', forward);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, entry)));
  return max;
}

/** The web build is missing or older than its sources. */
export function webBuildIsStale(outDir = path.join(root, 'apps/web/dist')) {
  const built = path.join(outDir, 'index.html');
  if (!existsSync(built)) return true;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/build',
    'packages/contract/src',
  ];
  const newest = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  return newest > statSync(built).mtimeMs;
}

export async function buildWeb(outDir) {
  const env = { ...process.env, ...(outDir ? { WEB_DIST_DIR: outDir } : {}) };
  return run(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: path.join(root, 'apps/web'), env });
}
