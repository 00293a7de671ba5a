#!/usr/bin/env node
// npm run rollback:remote -- <storefront|account|admin>: ends its canary if it has one, else reverts the last full release
import { stackConfig } from '../stack/config.mjs';
import { assertRemote, pointCurrentAt, rollbackRelease } from './releases.mjs';

const [remote] = process.argv.slice(2);
try {
  if (!remote) throw new Error('Usage: npm run rollback:remote -- <storefront|account|admin>');
  assertRemote(remote);
  const config = stackConfig();
  const active = await rollbackRelease({ apiUrl: config.apiUrl, token: config.deployToken, remote });
  pointCurrentAt({ remote, version: active.version, releasesDir: config.releasesDir });
  console.log(`Rolled back ${remote} to ${active.version}; the next page load of the shell uses it.`);
} catch (error) {
  console.error(`Rollback failed: ${error.message}`);
  process.exit(1);
}
