/** The part of a Redis client (ioredis) the watch needs: its state and its connection events. */
export interface WatchedConnection {
  status: string;
  on(event: string, listener: () => void): unknown;
}

/**
 * Since when a worker's blocking Redis client has not been `ready` (SECURITY R5). That client is the one BullMQ
 * waits for jobs on; it can stay down while a PING on another connection succeeds (BullMQ #2964, #4585), so
 * health asks this instead. Not ready from creation until the first `ready`, so a worker that never connects
 * shows up too.
 */
export class BlockingConnectionWatch {
  private notReadySince: number | undefined;

  constructor(private readonly now: () => number = Date.now) {
    this.notReadySince = now();
  }

  follow(client: WatchedConnection): void {
    const down = () => {
      this.notReadySince ??= this.now();
    };
    if (client.status === 'ready') this.notReadySince = undefined;
    else down();
    client.on('ready', () => {
      this.notReadySince = undefined;
    });
    // 'close' comes first; the others cover a client that goes on reconnecting or gives up.
    for (const event of ['close', 'reconnecting', 'end']) client.on(event, down);
  }

  /** 0 while ready. */
  notReadyForMs(): number {
    return this.notReadySince === undefined ? 0 : this.now() - this.notReadySince;
  }
}
