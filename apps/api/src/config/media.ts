import { join } from 'node:path';

/**
 * Product pictures and other static media: `apps/api/assets/media`, outside `dist`, so the build needs no copy
 * step and `src` (tests) and `dist` (runtime) resolve the same folder. Served at `/api/media`.
 */
export const MEDIA_DIR = join(__dirname, '..', '..', 'assets', 'media');

/** Thirty days: product pictures rarely change, and their URLs are not content-hashed, so not "immutable". */
export const MEDIA_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
