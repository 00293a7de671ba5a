import * as router from '../../apps/shell/src/federation/router';
import { ROUTER_EXPORTS } from './router-exports';

describe('the router the shell shares', () => {
  it('exports exactly what the remotes are built to use', () => {
    expect(Object.keys(router).sort()).toEqual([...ROUTER_EXPORTS].sort());
  });
});
