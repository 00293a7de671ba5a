import { createConnectionMonitor, type ConnectionStatus } from './connection-monitor';

/** Timers the test advances by hand: every scheduled delay is recorded. */
function manualTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const delays: number[] = [];
  return {
    delays,
    setTimer: (callback: () => void, ms: number) => {
      const id = nextId++;
      pending.set(id, { at: now + ms, callback });
      delays.push(ms);
      return id;
    },
    clearTimer: (id: unknown) => void pending.delete(id as number),
    /** Moves time forward, running due timers and letting promises settle after each. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...pending.entries()].filter(([, timer]) => timer.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        pending.delete(due[0]);
        now = due[1].at;
        due[1].callback();
        await flush();
      }
      now = end;
    },
  };
}
const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('connection monitor', () => {
  const run = (answers: Array<'online' | 'degraded' | 'fail'>) => {
    const timers = manualTimers();
    const statuses: ConnectionStatus[] = [];
    let calls = 0;
    const probe = jest.fn(async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      if (answer === 'fail') throw new Error('no answer');
      return answer;
    });
    const monitor = createConnectionMonitor({
      probe,
      onChange: (status) => statuses.push(status),
      timeoutMs: 5_000,
      setTimer: timers.setTimer,
      clearTimer: timers.clearTimer,
    });
    return { timers, statuses, probe, monitor };
  };

  it('reports online after a healthy probe and probes again every 60 s', async () => {
    const { timers, statuses, probe, monitor } = run(['online']);
    await monitor.start();
    expect(statuses).toEqual(['online']);
    await timers.advance(59_999);
    expect(probe).toHaveBeenCalledTimes(1);
    await timers.advance(1);
    expect(probe).toHaveBeenCalledTimes(2);
    monitor.stop();
  });

  it('retries a failed probe after 1, 2 and 4 s before reporting offline, then polls on', async () => {
    const { timers, statuses, probe, monitor } = run(['online', 'fail', 'fail', 'fail', 'fail', 'online']);
    await monitor.start();
    await timers.advance(60_000); // second round: fails
    expect(statuses).toEqual(['online']);
    await timers.advance(1_000);
    expect(probe).toHaveBeenCalledTimes(3);
    await timers.advance(2_000);
    expect(probe).toHaveBeenCalledTimes(4);
    expect(statuses).toEqual(['online']);
    await timers.advance(4_000);
    expect(probe).toHaveBeenCalledTimes(5);
    expect(statuses).toEqual(['online', 'offline']);
    await timers.advance(60_000);
    expect(statuses).toEqual(['online', 'offline', 'online']);
    monitor.stop();
  });

  it('recovers within the retries without ever reporting offline', async () => {
    const { timers, statuses, monitor } = run(['fail', 'fail', 'online']);
    await monitor.start();
    await timers.advance(3_000);
    expect(statuses).toEqual(['online']);
    monitor.stop();
  });

  it('reports degraded when the api answers that a dependency is down', async () => {
    const { statuses, monitor } = run(['degraded']);
    await monitor.start();
    expect(statuses).toEqual(['degraded']);
    monitor.stop();
  });

  it('checks at once when asked, and stops for good', async () => {
    const { timers, probe, monitor } = run(['online']);
    await monitor.start();
    await monitor.checkNow();
    expect(probe).toHaveBeenCalledTimes(2);
    monitor.stop();
    await timers.advance(600_000);
    expect(probe).toHaveBeenCalledTimes(2);
  });
});
