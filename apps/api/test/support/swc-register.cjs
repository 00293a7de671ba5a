/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS require hook, loaded with `node --require` */
// Lets a child `node` process run the api's TypeScript source (the two-instance limit tests), the way Jest
// runs it: swc per file, `@harman/contracts` from its source. Test-only; production runs the compiled build.
const { transformSync } = require('@swc/core');
const Module = require('node:module');
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const contracts = join(__dirname, '..', '..', '..', '..', 'libs', 'contracts', 'src', 'index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, ...rest) {
  return resolveFilename.call(this, request === '@harman/contracts' ? contracts : request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
