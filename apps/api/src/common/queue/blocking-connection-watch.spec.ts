import { EventEmitter } from 'node:events';
import { BlockingConnectionWatch } from './blocking-connection-watch';

class FakeClient extends EventEmitter {
  constructor(public status: string) {
    super();
  }
  become(status: string, event: string): void {
    this.status = status;
    this.emit(event);
  }
}

describe('BlockingConnectionWatch', () => {
  let now: number;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it('counts from creation until the client is first ready', () => {
    const watch = new BlockingConnectionWatch(clock);
    now += 5_000;
    expect(watch.notReadyForMs()).toBe(5_000);
    watch.follow(new FakeClient('ready'));
    expect(watch.notReadyForMs()).toBe(0);
  });

  it('counts from the first drop, not from each reconnect attempt, until ready again', () => {
    const watch = new BlockingConnectionWatch(clock);
    const client = new FakeClient('ready');
    watch.follow(client);
    now += 1_000;
    client.become('close', 'close');
    now += 3_000;
    client.become('reconnecting', 'reconnecting');
    client.become('connect', 'connect');
    now += 3_000;
    expect(watch.notReadyForMs()).toBe(6_000);
    client.become('ready', 'ready');
    expect(watch.notReadyForMs()).toBe(0);
  });

  it('keeps counting after the client gives up', () => {
    const watch = new BlockingConnectionWatch(clock);
    const client = new FakeClient('ready');
    watch.follow(client);
    client.become('end', 'end');
    now += 40_000;
    expect(watch.notReadyForMs()).toBe(40_000);
  });
});
