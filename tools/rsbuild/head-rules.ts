import type { RsbuildPlugin } from '@rsbuild/core';
import type { HeadRules } from '../../libs/contracts/src/head-rules';

/** The file a remote publishes beside its mf-manifest.json: its routes' heads (read by tools/stack/page-head.mjs). */
export const HEAD_RULES_FILE = 'head-rules.json';

/** Emits the remote's head rules with its build, so they ship (and roll back) with the release. */
export function pluginHeadRules(rules: HeadRules): RsbuildPlugin {
  return {
    name: 'harman:head-rules',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(HEAD_RULES_FILE, new sources.RawSource(`${JSON.stringify(rules, null, 1)}\n`));
      });
    },
  };
}
