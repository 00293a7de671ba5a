import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CHUNKS as ACCOUNT } from '../../apps/account-mfe/src/exposes/route-chunks';
import { ROUTE_CHUNKS as ADMIN } from '../../apps/admin-mfe/src/exposes/route-chunks';
import { ROUTE_CHUNKS as STOREFRONT } from '../../apps/storefront-mfe/src/exposes/route-chunks';

const declared = (files: string[]) =>
  files.flatMap((file) =>
    [...readFileSync(join(__dirname, '../../apps', file), 'utf8').matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]),
  );

// Each remote's ROUTE_CHUNKS (the files a direct visit fetches with the remote's entry, route-assets.ts) against
// the lazy imports of its routes.
const remotes = [
  { name: 'storefront', routes: ['storefront-mfe/src/exposes/shop-routes.tsx', 'storefront-mfe/src/exposes/app.tsx'], chunks: STOREFRONT, everyPageNamed: false },
  { name: 'account', routes: ['account-mfe/src/exposes/app.tsx'], chunks: ACCOUNT, everyPageNamed: true },
  { name: 'admin', routes: ['admin-mfe/src/exposes/app.tsx'], chunks: ADMIN, everyPageNamed: true },
];

describe.each(remotes)('ROUTE_CHUNKS of the $name remote', ({ routes, chunks, everyPageNamed }) => {
  it('names only chunk groups its routes declare (the build fails on an unknown one)', () => {
    const names = new Set(declared(routes));
    for (const group of Object.values(chunks).flat()) expect(names).toContain(group);
  });

  if (everyPageNamed) {
    it('gives every lazily loaded page to a direct visit of its path', () => {
      const named = new Set(Object.values(chunks).flat());
      expect(declared(routes).filter((name) => !named.has(name))).toEqual([]);
    });
  }
});
