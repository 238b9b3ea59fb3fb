// `npm run dev`: the API (watch mode) and Vite (proxying /api) together.
import path from 'node:path';
import { spawn } from 'node:child_process';
import { bin, root } from './lib.mjs';

const children = [
  spawn(bin('tsx'), ['watch', path.join(root, 'apps/api/src/server.ts')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, WEB_DIST_DIR: '/nonexistent' },
  }),
  spawn(bin('vite'), [], { stdio: 'inherit', cwd: path.join(root, 'apps/web') }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
