// The comparison build: the shell's App with every remote bundled in statically, no Module Federation.
// Same base settings as the real front ends (tools/rsbuild/federation.ts `baseConfig`) so the only
// difference the bench measures is federation itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { baseConfig, workspaceRoot } from '../../tools/rsbuild/federation';

/**
 * The workspace libs as the apps resolve them (tsconfig.base.json `paths`), with `@harman/platform`
 * swapped for the static stub. Done as aliases rather than a tsconfig here because tsconfig `paths`
 * win over `resolve.alias`; bench/lib/monolith.mjs checks the output has no federation runtime.
 */
function libAliases(): Record<string, string> {
  const { compilerOptions } = JSON.parse(readFileSync(join(workspaceRoot, 'tsconfig.base.json'), 'utf8'));
  const paths: Record<string, string[]> = compilerOptions.paths ?? {};
  const aliases = Object.fromEntries(Object.entries(paths).map(([name, [target]]) => [name, join(workspaceRoot, target)]));
  return { ...aliases, '@harman/platform': join(__dirname, 'src/platform-stub.tsx') };
}

export default mergeRsbuildConfig(
  baseConfig({ port: Number(process.env.PORT ?? 4490), title: 'Harman Kahve · Taze Kavrulmuş Nitelikli Kahve' }),
  defineConfig({
    source: { entry: { index: join(__dirname, 'src/index.tsx') } },
    resolve: { alias: libAliases() },
    output: { distPath: { root: process.env.MONOLITH_DIST_DIR ?? join(__dirname, 'dist') } },
    plugins: [pluginReact()],
  }),
);
