/** @jest-environment jsdom */
import '../test/jsdom-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { AppNotification, NotificationFilter } from '@harman/contracts';
import { initI18n } from '@harman/i18n';
import NotificationPanel from './notification-panel';
import { addNotificationTranslations } from './notification-translations';
import { getNotificationsStore } from './notifications-store';

/** The api's notifications, changed by the calls as the real ones would be. */
let stored: AppNotification[] = [];
const unreadCount = () => ({ unreadCount: stored.filter((n) => !n.read).length });
jest.mock('@harman/auth', () => ({
  sessionFetch: jest.fn(async (path: string, options: { method?: string } = {}) => {
    const list = /^notifications\?filter=(all|unread)$/.exec(path);
    if (list) return { notifications: stored.filter((n) => list[1] === 'all' || !n.read), ...unreadCount() };
    if (path === 'notifications/read-all') stored = stored.map((n) => ({ ...n, read: true }));
    else if (path.endsWith('/read')) stored = stored.map((n) => (path === `notifications/${n.id}/read` ? { ...n, read: true } : n));
    else if (options.method === 'DELETE') stored = stored.filter((n) => path !== `notifications/${n.id}`);
    else throw new Error(`unexpected ${path}`);
    return unreadCount();
  }),
}));

const notification = (id: string, title: string, read = false): AppNotification => ({
  id,
  type: 'system',
  title: { tr: title, en: title },
  message: { tr: `${title} ayrıntısı`, en: `${title} details` },
  read,
  createdAt: '2026-11-25T10:00:00.000Z',
  data: { url: null },
});

const store = getNotificationsStore();
const heading = () => screen.getByRole('heading', { name: 'Bildirimler' });
const items = () => screen.queryAllByTestId('notification-item');
const listed = (title: string) => items().some((li) => li.textContent?.includes(title));
const item = (title: string) => {
  const found = items().find((li) => li.textContent?.includes(title));
  if (!found) throw new Error(`no item '${title}'`);
  return found;
};
/** An item's first control: the button that opens it. */
const opener = (title: string) => within(item(title)).getAllByRole('button')[0];
const button = (name: string) => screen.getByRole('button', { name });

/** A keyboard press: the button has focus first (a click in jsdom does not move it), and what it starts settles. */
async function press(control: HTMLElement) {
  control.focus();
  await act(async () => {
    fireEvent.click(control);
  });
}

async function renderPanel(notifications: AppNotification[], filter: NotificationFilter = 'all') {
  stored = notifications;
  await act(() => store.load(filter));
  render(
    <MemoryRouter>
      <NotificationPanel id="panel" onClose={() => undefined} />
    </MemoryRouter>,
  );
  expect(document.activeElement).toBe(heading());
}

describe('NotificationPanel focus (WCAG 2.4.3)', () => {
  beforeAll(() => {
    initI18n();
    addNotificationTranslations();
  });
  afterEach(async () => {
    act(() => store.stop());
    // The page's live region says what a test's presses queued (150 ms batches) before the next test starts.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  });

  it("after 'Okundu olarak işaretle', focus is on the same item's 'Sil', and the panel stays open", async () => {
    await renderPanel([notification('a', 'Kargo gecikmesi'), notification('b', 'Yeni kampanya'), notification('c', 'Şifre değişti', true)]);

    await press(button('Okundu olarak işaretle: Yeni kampanya'));
    expect(screen.queryByRole('button', { name: 'Okundu olarak işaretle: Yeni kampanya' })).toBeNull();
    expect(document.activeElement).toBe(button('Sil: Yeni kampanya'));
    expect(screen.getByTestId('notification-panel')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe('Okundu olarak işaretlendi'));
  });

  it("in 'Okunmamış', a read item leaves: focus goes to the next item's first control, else the previous one's, else the heading", async () => {
    await renderPanel([notification('a', 'Kargo gecikmesi'), notification('b', 'Yeni kampanya'), notification('c', 'Şifre değişti')], 'unread');

    await press(button('Okundu olarak işaretle: Yeni kampanya'));
    expect(listed('Yeni kampanya')).toBe(false);
    expect(document.activeElement).toBe(opener('Şifre değişti'));

    // The last item: the previous one's.
    await press(button('Okundu olarak işaretle: Şifre değişti'));
    expect(listed('Şifre değişti')).toBe(false);
    expect(document.activeElement).toBe(opener('Kargo gecikmesi'));

    // The only item: the heading, over the empty list's words.
    await press(button('Okundu olarak işaretle: Kargo gecikmesi'));
    expect(screen.getByText('Okunmamış bildiriminiz yok.')).toBeTruthy();
    expect(document.activeElement).toBe(heading());
  });

  it("in 'Okunmamış', opening an item with no link reads it: focus goes to the next item's first control", async () => {
    await renderPanel([notification('a', 'Kargo gecikmesi'), notification('b', 'Yeni kampanya')], 'unread');

    await press(opener('Kargo gecikmesi'));
    expect(listed('Kargo gecikmesi')).toBe(false);
    expect(document.activeElement).toBe(opener('Yeni kampanya'));
  });

  it("after 'Sil', focus goes to the next item's first control, else the previous one's, else the heading", async () => {
    await renderPanel([notification('a', 'Kargo gecikmesi'), notification('b', 'Yeni kampanya', true), notification('c', 'Şifre değişti')]);

    await press(button('Sil: Yeni kampanya'));
    expect(listed('Yeni kampanya')).toBe(false);
    expect(document.activeElement).toBe(opener('Şifre değişti'));
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe('Bildirim silindi'));

    // The last item: the previous one's.
    await press(button('Sil: Şifre değişti'));
    expect(listed('Şifre değişti')).toBe(false);
    expect(document.activeElement).toBe(opener('Kargo gecikmesi'));

    // The only item: the heading, over the empty list's words.
    await press(button('Sil: Kargo gecikmesi'));
    expect(screen.getByText('Henüz bildiriminiz yok.')).toBeTruthy();
    expect(document.activeElement).toBe(heading());
    expect(stored).toEqual([]);
  });

  it('a read or delete from elsewhere (another tab, through the live stream) that takes the focused control hands focus on the same way', async () => {
    await renderPanel([notification('a', 'Kargo gecikmesi'), notification('b', 'Yeni kampanya'), notification('c', 'Şifre değişti')]);

    // Read in another tab while its 'Okundu olarak işaretle' has focus here: the same item's 'Sil'.
    button('Okundu olarak işaretle: Yeni kampanya').focus();
    await act(() => store.markRead('b'));
    expect(document.activeElement).toBe(button('Sil: Yeni kampanya'));

    // Deleted in another tab: the next item's first control.
    await act(() => store.remove('b'));
    expect(listed('Yeni kampanya')).toBe(false);
    expect(document.activeElement).toBe(opener('Şifre değişti'));

    // A change that does not take the focused control leaves focus where it is.
    await act(() => store.remove('a'));
    expect(document.activeElement).toBe(opener('Şifre değişti'));
    heading().focus();
    await act(() => store.remove('c'));
    expect(document.activeElement).toBe(heading());
  });

  it("after 'Tümünü okundu işaretle', which is then disabled, focus is on the panel's heading", async () => {
    await renderPanel([notification('a', 'Kargo gecikmesi'), notification('b', 'Yeni kampanya')]);

    await press(button('Tümünü okundu işaretle'));
    expect((button('Tümünü okundu işaretle') as HTMLButtonElement).disabled).toBe(true);
    expect(items()).toHaveLength(2);
    expect(document.activeElement).toBe(heading());
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe('Tüm bildirimler okundu olarak işaretlendi'));
  });

  it("in 'Okunmamış', 'Tümünü okundu işaretle' empties the list: focus is on the panel's heading", async () => {
    await renderPanel([notification('a', 'Kargo gecikmesi'), notification('b', 'Yeni kampanya')], 'unread');

    await press(button('Tümünü okundu işaretle'));
    expect(screen.getByText('Okunmamış bildiriminiz yok.')).toBeTruthy();
    expect(document.activeElement).toBe(heading());
  });
});
