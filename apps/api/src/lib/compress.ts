// Compression of cached JSON answers (lib/read-cache.ts; the benchmark's floor uses the same, so the
// two send the same bytes). Dependency-free on purpose: the floor must not load the API's stack.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Bodies from this size on are also kept compressed. */
const COMPRESS_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A serialized answer: the JSON bytes and, when big enough to matter, the same bytes compressed. */
export interface CompressedBody {
  json: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
}

/**
 * gzip and Brotli of a body over COMPRESS_MIN_BYTES (in the thread pool). Brotli quality 5: most of
 * its gain over gzip (−23 % on a big period) at a gzip-like cost; quality 11 takes 100 times longer.
 */
export async function compressBody(json: Buffer): Promise<CompressedBody> {
  if (json.length < COMPRESS_MIN_BYTES) return { json, gzip: null, br: null };
  const [gz, br] = await Promise.all([
    gzipAsync(json),
    brotliAsync(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
  ]);
  return { json, gzip: gz, br };
}

/** Whether an Accept-Encoding header admits `coding` (`*` counts; a `q=0` refuses it). */
export function acceptsEncoding(header: string | string[] | undefined, coding: 'gzip' | 'br'): boolean {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
