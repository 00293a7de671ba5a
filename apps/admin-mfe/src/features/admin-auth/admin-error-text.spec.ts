import { backoffMs } from './admin-error-text';

describe('admin sign-in back-off', () => {
  it('starts at 2 s, doubles per failure and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(backoffMs)).toEqual([0, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
  });
});
