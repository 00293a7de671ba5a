import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_CHUNKS } from './route-chunks';

describe('ROUTE_CHUNKS', () => {
  it('names only chunk groups that app.tsx declares (the build fails on an unknown one)', () => {
    const routes = readFileSync(join(__dirname, 'app.tsx'), 'utf8');
    const declared = new Set([...routes.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]));
    for (const names of Object.values(ROUTE_CHUNKS)) for (const name of names) expect(declared).toContain(name);
  });

  it('gives every lazily loaded page of app.tsx to a direct visit of its path', () => {
    const routes = readFileSync(join(__dirname, 'app.tsx'), 'utf8');
    const declared = [...routes.matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1]);
    const named = new Set(Object.values(ROUTE_CHUNKS).flat());
    expect(declared.filter((name) => !named.has(name))).toEqual([]);
  });
});
