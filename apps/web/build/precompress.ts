// Vite plugin: after the bundle is written, every text asset of the build (JS, CSS, HTML, SVG, JSON,
// TXT, ICO) gets a Brotli (.br) and a gzip (.gz) twin, compressed at the highest levels once, at build
// time. The API serves them as they are (`preCompressed` static files, docs/performance.md), so no
// request pays for compression and nothing text-like leaves the server uncompressed.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|ico|webmanifest)$/;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside every text file under `dir`; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of files(dir)) {
    if (!TEXT.test(file)) continue;
    const source = await readFile(file);
    const br = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: (await stat(file)).size,
      },
    });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'reparto:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
