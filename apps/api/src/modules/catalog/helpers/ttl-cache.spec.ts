import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('serves a value until its time is up, then loads again', async () => {
    const cache = new TtlCache<number>(100, 10, clock);
    const load = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('a', load)).toBe(1);
    now += 99;
    expect(await cache.get('a', load)).toBe(1);
    now += 1;
    expect(await cache.get('a', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new TtlCache<string>(100, 10, clock);
    let resolve!: (value: string) => void;
    const load = jest.fn(() => new Promise<string>((r) => (resolve = r)));
    const both = Promise.all([cache.get('q', load), cache.get('q', load)]);
    resolve('page');
    expect(await both).toEqual(['page', 'page']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<string>(100, 10, clock);
    await expect(cache.get('q', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('q', () => Promise.resolve('ok'))).toBe('ok');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new TtlCache<string>(1_000, 2, clock);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'stale'); // a is now the most recent
    await cache.get('c', async () => 'c');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps nothing with a TTL of 0, and forgets everything on clear', async () => {
    const off = new TtlCache<number>(0, 10, clock);
    await off.get('a', async () => 1);
    expect(off.size).toBe(0);
    const cache = new TtlCache<number>(1_000, 10, clock);
    await cache.get('a', async () => 1);
    cache.clear();
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
