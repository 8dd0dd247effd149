import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.webmanifest']);
/** Below about one network packet compression gains nothing. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip -9) beside every text file under `dir` over
 * 1 KB (the build's precompressed copies, console/build/precompress.ts); a copy not smaller than the
 * original is not written. Plain node:zlib, so the server's tests can build a fake app with it.
 */
export function compressTree(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) {
      // .vite holds the manifest, which only the bundle bench reads.
      if (name !== '.vite') compressTree(path);
      continue;
    }
    if (!COMPRESSIBLE.has(extname(name)) || stat.size < MIN_BYTES) continue;
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
  }
}
