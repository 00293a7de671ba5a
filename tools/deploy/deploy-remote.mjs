#!/usr/bin/env node
// npm run deploy:remote -- <storefront|account|admin> [--version X] [--canary PERCENT] [--from BUILD_DIR]
// (--from deploys a build made before, e.g. by CI, instead of building now)
// npm run deploy:remote -- <storefront|account|admin> --promote
import { parseArgs } from 'node:util';
import { stackConfig } from '../stack/config.mjs';
import { deployRemote, promoteCanary } from './releases.mjs';

const USAGE = 'Usage: npm run deploy:remote -- <storefront|account|admin> [--version X] [--canary 1-100] [--from BUILD_DIR] | --promote';
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, canary: { type: 'string' }, promote: { type: 'boolean' }, from: { type: 'string' } },
});
const [remote] = positionals;
const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
if (!remote || (canaryPercent !== undefined && !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 100))) {
  console.error(USAGE);
  process.exit(2);
}
try {
  const config = stackConfig();
  if (values.promote) {
    const release = await promoteCanary({ remote, config });
    console.log(`Promoted ${remote} ${release.version}: every visitor gets it at their next page load.`);
  } else {
    const release = await deployRemote({ remote, version: values.version, config, canaryPercent, buildDir: values.from });
    console.log(`Deployed ${release.remote} ${release.version}: ${release.manifestUrl}`);
    console.log(
      release.canaryPercent
        ? `It is a canary for ${release.canaryPercent} % of visitors; promote it with --promote, end it with rollback:remote.`
        : 'It is active now; the next page load of the shell uses it.',
    );
  }
} catch (error) {
  console.error(`Deploy failed: ${error.message}`);
  process.exit(1);
}
