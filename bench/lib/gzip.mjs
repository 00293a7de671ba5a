import { gzipSync } from 'node:zlib';

/** Bytes of `body` once gzipped at level 9 (what a well-configured server sends). */
export function gzipSize(body) {
  return gzipSync(body, { level: 9 }).length;
}

export const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
