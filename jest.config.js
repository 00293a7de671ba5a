// Two Jest projects: `unit` (pure code and components, beside the code) and `api` (apps/api/test, against
// real PostgreSQL, Redis and an SMTP sink). TypeScript goes through swc; workspace libs resolve to source.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const libs = ['contracts', 'cart', 'i18n', 'auth', 'ui', 'api-client', 'platform'];
const moduleNameMapper = Object.fromEntries(libs.map((lib) => [`^@harman/${lib}$`, `<rootDir>/libs/${lib}/src/index.ts`]));

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/{apps,libs,tools}/**/src/**/*.spec.{ts,tsx}', '<rootDir>/tools/**/*.spec.{ts,mjs}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      moduleNameMapper: { ...moduleNameMapper, '\\.(css|svg|png|jpg)$': '<rootDir>/tools/jest/file-stub.js' },
      testEnvironment: 'node',
    },
    {
      displayName: 'api',
      rootDir: __dirname,
      testMatch: ['<rootDir>/apps/api/test/**/*.e2e-spec.ts'],
      // A run id for the suites' databases, and their drop at the end (apps/api/test/support/global-setup.ts).
      globalSetup: '<rootDir>/apps/api/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/support/global-teardown.ts',
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
    },
    {
      // `npm run test:reliability` (SECURITY.md, R-properties): crashes, outages, two instances, load and fuzzing.
      // Minutes, not seconds: not part of `npm test` (forms-limits-instances and auth-account-budget there cover
      // the limits across two processes that npm test needs).
      displayName: 'reliability',
      rootDir: __dirname,
      testMatch: ['<rootDir>/apps/api/reliability/**/*.rel-spec.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
    },
  ],
  // Read only at the top level (a project's own testTimeout is ignored): hooks that start databases, Redis and
  // api processes get the same 30 s as the tests instead of Jest's 5 s default.
  testTimeout: 30000,
  // The api suites measured slowest start first (tools/jest/slow-first-sequencer.js); read only at the top level.
  testSequencer: '<rootDir>/tools/jest/slow-first-sequencer.js',
};
