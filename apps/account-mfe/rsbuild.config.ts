import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { baseConfig, federationExperiments, sharedSingletons } from '../../tools/rsbuild/federation';

export default mergeRsbuildConfig(
  baseConfig({ port: Number(process.env.PORT ?? 4202), title: 'Harman · Hesabım' }),
  defineConfig({
    // 'auto': chunks load from wherever the manifest was served, so one build works at any URL.
    output: { assetPrefix: 'auto' },
    server: { headers: { 'Access-Control-Allow-Origin': '*' } },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'account',
        exposes: { './App': './src/exposes/app.tsx' },
        shared: sharedSingletons({ host: false }),
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: federationExperiments({ host: false }),
      }),
    ],
  }),
);
