/**
 * The zod/mini functions the contracts' mini schemas use. The front ends share this module as `zod/mini`
 * (tools/rsbuild/federation.ts), so the shell and every remote use one copy of it; shared, a module is not
 * tree-shaken, and all of zod/mini (with its locales) would be several times this. `zod-mini.spec.ts`
 * checks that every `z.<name>` used next to an `import * as z from 'zod/mini'` is exported here.
 */
export {
  _default,
  array,
  boolean,
  coerce,
  config,
  discriminatedUnion,
  email,
  enum,
  extend,
  int,
  iso,
  literal,
  maxLength,
  maximum,
  minLength,
  minimum,
  nullable,
  number,
  object,
  optional,
  pipe,
  record,
  refine,
  regex,
  startsWith,
  strictObject,
  string,
  toLowerCase,
  transform,
  trim,
  union,
  unknown,
  url,
} from 'zod/v4/mini';
