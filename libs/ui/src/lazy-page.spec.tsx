/** @jest-environment jsdom */
import { Component, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <button onClick={() => this.setState({ failed: false })}>Tekrar dene</button> : this.props.children;
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const Orders = () => <h1>Siparişlerim</h1>;

describe('lazyPage', () => {
  it('shows the spinner until the page arrives, then the page; a later visit shows it at once', async () => {
    const code = deferred<typeof Orders>();
    const load = jest.fn(() => code.promise);
    const page = lazyPage(load);
    const first = render(<>{page}</>);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => code.resolve(Orders));
    expect(screen.getByRole('heading', { name: 'Siparişlerim' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    first.unmount();

    render(<>{page}</>);
    expect(screen.getByRole('heading', { name: 'Siparişlerim' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('sends a failed load to the error boundary, and its retry loads the page anew', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const attempts = [deferred<typeof Orders>(), deferred<typeof Orders>()];
    let attempt = 0;
    const page = lazyPage(() => attempts[attempt++].promise);
    render(<Boundary>{page}</Boundary>);
    await act(async () => attempts[0].reject(new Error('chunk failed')));
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => attempts[1].resolve(Orders));
    expect(screen.getByRole('heading', { name: 'Siparişlerim' })).toBeTruthy();
    expect(attempt).toBe(2);
  });
});
