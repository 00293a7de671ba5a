/**
 * Writes a brotli copy (`<file>.br`, quality 11) beside each script and stylesheet of a build, which the static
 * servers send instead of compressing on request (tools/stack/compressed-static.mjs). Quality 11 sends ~9 % fewer
 * bytes than the quality 5 a server can afford while a request waits (bench/README.md), and costs the build
 * a few seconds once, not a request. The copies deploy with the release, as files of its folder.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';

const compress = promisify(brotliCompress);

/** The files worth it: content-hashed scripts and styles (the manifests and the page are rewritten after a build). */
const PRECOMPRESSED = new Set(['.js', '.css']);
/** Below this the server sends the file as it is (compressed-static.mjs, MIN_BYTES). */
const MIN_BYTES = 1024;

/** Writes `<file>.br` for every script and stylesheet under `dir` of at least 1 kB; returns how many. */
export async function precompressDir(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && PRECOMPRESSED.has(extname(entry.name))).map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  // zlib's async calls run on libuv's thread pool, so the files compress side by side.
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      await writeFile(`${file}.br`, await compress(body, { params }));
      written += 1;
    }),
  );
  return written;
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'harman:precompress',
    setup(api) {
      api.onAfterBuild(async () => {
        await precompressDir(api.context.distPath);
      });
    },
  };
}
