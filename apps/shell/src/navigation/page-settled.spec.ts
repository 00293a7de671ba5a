/** @jest-environment jsdom */
import { focusNewPage } from './page-settled';

function setUp() {
  document.head.innerHTML = '<title>Mağaza | Harman</title>';
  document.body.innerHTML = '<main id="main" tabindex="-1"><div class="spinner">…</div></main>';
  return document.getElementById('main') as HTMLElement;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('focusNewPage', () => {
  it('waits for the new page heading, focuses it and announces the new title once', async () => {
    const main = setUp();
    const announce = jest.fn();
    focusNewPage({ main, announce });
    await flush();
    expect(announce).not.toHaveBeenCalled();

    document.title = 'Ethiopia Yirgacheffe | Harman';
    main.innerHTML = '<article><h1>Ethiopia Yirgacheffe</h1></article>';
    await flush();
    const h1 = main.querySelector('h1') as HTMLElement;
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
    expect(announce).toHaveBeenCalledTimes(1);
    expect(announce).toHaveBeenCalledWith('Ethiopia Yirgacheffe | Harman');

    main.innerHTML = '<h1>Another</h1>';
    await flush();
    expect(announce).toHaveBeenCalledTimes(1);
  });

  it('takes a heading that is already there', () => {
    const main = setUp();
    main.innerHTML = '<h1>Sepetim</h1>';
    const announce = jest.fn();
    focusNewPage({ main, announce });
    expect(document.activeElement).toBe(main.querySelector('h1'));
    expect(announce).toHaveBeenCalledWith('Mağaza | Harman');
  });

  it('falls back to the main region when no heading comes', () => {
    jest.useFakeTimers();
    const main = setUp();
    const announce = jest.fn();
    focusNewPage({ main, announce, maxWaitMs: 1000 });
    jest.advanceTimersByTime(1000);
    expect(document.activeElement).toBe(main);
    expect(announce).toHaveBeenCalledWith('Mağaza | Harman');
    jest.useRealTimers();
  });

  it('does nothing once cancelled (the visitor moved on)', async () => {
    const main = setUp();
    const announce = jest.fn();
    const cancel = focusNewPage({ main, announce });
    cancel();
    main.innerHTML = '<h1>Late</h1>';
    await flush();
    expect(announce).not.toHaveBeenCalled();
  });
});

describe('handOverServerHead', () => {
  it("removes the server's head once the page's own title is hoisted", async () => {
    const { handOverServerHead } = await import('./server-head');
    document.head.innerHTML = '<title data-harman-head="">Mağaza | Harman</title><meta data-harman-head="" name="description" content="x"><link rel="stylesheet" href="/a.css">';
    handOverServerHead();
    expect(document.head.querySelectorAll('[data-harman-head]')).toHaveLength(2);
    const title = document.createElement('title');
    title.textContent = 'Shop | Harman';
    document.head.appendChild(title);
    await flush();
    expect(document.head.querySelectorAll('[data-harman-head]')).toHaveLength(0);
    expect(document.title).toBe('Shop | Harman');
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('skips the old page: a hidden heading (a suspended page) and the heading the last change settled on', async () => {
    const main = setUp();
    main.innerHTML = '<h1>Mağaza</h1>';
    focusNewPage({ main, announce: jest.fn() })();
    const old = main.querySelector('h1') as HTMLElement;
    (document.activeElement as HTMLElement | null)?.blur();

    const announce = jest.fn();
    main.insertAdjacentHTML('beforeend', '<div style="display: none"><h1>Hidden</h1></div>');
    focusNewPage({ main, announce });
    await flush();
    expect(announce).not.toHaveBeenCalled();
    expect(document.activeElement).not.toBe(old);

    document.title = 'İletişim | Harman';
    old.remove();
    main.insertAdjacentHTML('beforeend', '<h1>İletişim</h1>');
    await flush();
    expect((document.activeElement as HTMLElement).textContent).toBe('İletişim');
    expect(announce).toHaveBeenCalledWith('İletişim | Harman');
  });
});
