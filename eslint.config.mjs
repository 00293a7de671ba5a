// Lint for the whole workspace. The Nx rule enforces the import directions of ARCHITECTURE.md through
// project tags: scope (who owns it), type (app, feature, ui, data-access, util) and platform (web, node, any).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', 'deploy/**', 'bench/results/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'react/no-danger': 'off',
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'React renders text only (SECURITY S15).' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            // Who may use whom.
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['scope:shared', 'scope:storefront'] },
            { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:shared', 'scope:account'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            // Layers: apps -> feature -> ui / data-access -> util.
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // Platforms: the api only uses platform-neutral libs; web code never pulls server packages.
            { sourceTag: 'platform:node', onlyDependOnLibsWithTags: ['platform:any', 'platform:node'] },
            {
              sourceTag: 'platform:web',
              onlyDependOnLibsWithTags: ['platform:any', 'platform:web'],
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'bullmq', 'ioredis', 'pg', 'nodemailer'],
            },
            {
              sourceTag: 'platform:any',
              onlyDependOnLibsWithTags: ['platform:any'],
              bannedExternalImports: ['@nestjs/*', 'typeorm', 'bullmq', 'ioredis', 'pg', 'react', 'react-dom', 'react-router-dom'],
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/test/**/*.ts', 'apps/api/reliability/**/*.ts', 'apps/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Node tooling: the stack, deploy, bench and mail-catcher scripts.
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Jest specs of the Node tooling.
    files: ['**/*.spec.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Bench helpers pass functions to page.evaluate: they run in the browser.
    files: ['bench/lib/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['apps/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Build configuration shares its federation settings through tools/, which is not a project.
    files: ['**/rsbuild.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
);
