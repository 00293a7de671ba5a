import { config } from 'zod/mini';

/**
 * The page's Content-Security-Policy allows no eval (tools/stack/static-servers.mjs). zod compiles object
 * parsers with `new Function` when it may, and finds out by trying once: under the policy the try throws and
 * zod falls back to its interpreter, but the browser reports the attempt as a violation (measured: one
 * `script-src eval` report on every page that parses a form or an answer, from each remote's zod). Jitless
 * from the start, zod never tries. The setting is global (every zod copy of the page reads it, the remotes'
 * too), so the shell sets it once, before any remote loads.
 */
config({ jitless: true });
