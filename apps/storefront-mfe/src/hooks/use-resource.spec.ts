/** @jest-environment jsdom */
import { act, renderHook, waitFor } from '@testing-library/react';
import { primeResource, useResource } from './use-resource';

describe('useResource with a primed request', () => {
  afterEach(() => jest.useRealTimers());

  it('takes the request its route started instead of loading again, once', async () => {
    primeResource('q=kenya', Promise.resolve('primed answer'));
    const load = jest.fn(async () => 'loaded answer');

    const first = renderHook(() => useResource('q=kenya', load));
    await waitFor(() => expect(first.result.current.data).toBe('primed answer'));
    expect(load).not.toHaveBeenCalled();

    // A later visit with the same key loads afresh: the primed request was used up.
    const second = renderHook(() => useResource('q=kenya', load));
    await waitFor(() => expect(second.result.current.data).toBe('loaded answer'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a primed request that failed as the error state, and retry loads afresh', async () => {
    primeResource('product-1', Promise.reject(new Error('network')));
    const load = jest.fn(async () => 'loaded answer');

    const { result } = renderHook(() => useResource('product-1', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(load).not.toHaveBeenCalled();

    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toBe('loaded answer'));
  });

  it('ignores a primed request for another key, or one older than 10 s', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    primeResource('other', Promise.resolve('not for this page'));
    primeResource('stale', Promise.resolve('too old'));
    jest.setSystemTime(10_001);
    const load = jest.fn(async (): Promise<string> => 'fresh');

    const stale = renderHook(() => useResource('stale', load));
    await waitFor(() => expect(stale.result.current.data).toBe('fresh'));
    const mine = renderHook(() => useResource('mine', load));
    await waitFor(() => expect(mine.result.current.data).toBe('fresh'));
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('useResource when its key changes', () => {
  it("reports 'loading' from the first render with the new key, keeping the last answer on screen", async () => {
    let answer: (value: string) => void = () => undefined;
    const load = jest.fn((signal: AbortSignal) => {
      void signal;
      return new Promise<string>((resolve) => (answer = resolve));
    });
    const statuses: string[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const state = useResource(key, load);
        statuses.push(`${key}:${state.status}:${state.data ?? '-'}`);
        return state;
      },
      { initialProps: { key: 'category=beans' } },
    );
    act(() => answer('beans, one page'));
    await waitFor(() => expect(result.current.status).toBe('ready'));

    statuses.length = 0;
    rerender({ key: 'page=2' });
    // Never 'ready' with the previous key's answer: a page must not read it as the new one's.
    expect(statuses[0]).toBe('page=2:loading:beans, one page');
    act(() => answer('all, page 2'));
    await waitFor(() => expect(result.current.data).toBe('all, page 2'));
    expect(statuses.filter((entry) => entry.startsWith('page=2:ready'))).toEqual(['page=2:ready:all, page 2']);
  });
});
