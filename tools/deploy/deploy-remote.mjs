#!/usr/bin/env node
// npm run deploy:remote -- <storefront|account|admin> [--version X]
import { parseArgs } from 'node:util';
import { stackConfig } from '../stack/config.mjs';
import { deployRemote } from './releases.mjs';

const { positionals, values } = parseArgs({ allowPositionals: true, options: { version: { type: 'string' } } });
const [remote] = positionals;
if (!remote) {
  console.error('Usage: npm run deploy:remote -- <storefront|account|admin> [--version X]');
  process.exit(2);
}
try {
  const release = await deployRemote({ remote, version: values.version, config: stackConfig() });
  console.log(`Deployed ${release.remote} ${release.version}: ${release.manifestUrl}`);
  console.log('It is active now; the next page load of the shell uses it.');
} catch (error) {
  console.error(`Deploy failed: ${error.message}`);
  process.exit(1);
}
