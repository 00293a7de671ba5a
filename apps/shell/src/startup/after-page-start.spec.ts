/** @jest-environment jsdom */
import { afterPageStart, PAGE_START_MS } from './after-page-start';

describe('afterPageStart', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits until the page is PAGE_START_MS old', () => {
    const work = jest.fn();
    afterPageStart(work, () => 300);
    jest.advanceTimersByTime(PAGE_START_MS - 301);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs at once on an older page (a sign-in later on)', () => {
    const work = jest.fn();
    afterPageStart(work, () => PAGE_START_MS + 60_000);
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const work = jest.fn();
    const cancel = afterPageStart(work, () => 0);
    cancel();
    jest.advanceTimersByTime(PAGE_START_MS);
    expect(work).not.toHaveBeenCalled();
  });
});
