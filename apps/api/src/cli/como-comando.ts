// The command-line entry of a CLI module (docs/deploy.md): `main` runs only when the module is the
// script node was given, not when a test imports it; files it writes are the owner's only.
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { soloParaElDueno } from '../paths.js';

/** Runs `main` if `url` (the caller's `import.meta.url`) is the script being run; its answer is the exit code. */
export async function comoComando(url: string, main: () => Promise<number>): Promise<void> {
  const script = process.argv[1];
  if (script === undefined || realpathSync(script) !== realpathSync(fileURLToPath(url))) return;
  soloParaElDueno();
  process.exitCode = await main();
}
