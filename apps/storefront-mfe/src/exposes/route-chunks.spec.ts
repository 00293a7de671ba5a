import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CHUNKS } from './route-chunks';

describe('ROUTE_CHUNKS', () => {
  it('names only chunk groups that shop-routes.tsx declares (the build fails on an unknown one)', () => {
    const routes = readFileSync(join(__dirname, 'shop-routes.tsx'), 'utf8');
    const declared = new Set([...routes.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]));
    for (const names of Object.values(ROUTE_CHUNKS)) for (const name of names) expect(declared).toContain(name);
  });
});
