/**
 * A small in-process cache for catalogue reads: entries live `ttlMs`, at most `maxEntries` of them (the least
 * recently used go first), and concurrent misses of one key share one load (no stampede on a popular search).
 * A failed load is not kept. Each replica has its own: staleness is bounded by the TTL, and `clear()` drops
 * everything at once (after a catalogue change on this replica).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expiresAt: number; settled?: V }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.expiresAt > now) {
      // Re-inserting moves the key to the end: the Map's order is the recency order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    if (this.ttlMs <= 0) return load();
    const value = load();
    const fresh: { value: Promise<V>; expiresAt: number; settled?: V } = { value, expiresAt: now + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    value.then(
      (settled) => {
        fresh.settled = settled;
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  /** The loaded value of a live entry, at once; undefined while it loads, after it expires, or when absent. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > this.now() ? entry.settled : undefined;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
