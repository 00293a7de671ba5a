import { NOTIFICATIONS_FETCHED, type AppNotification } from '@harman/contracts';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { FanOutWriter } from '../src/modules/notifications/fan-out-writer';
import { LivePublisher } from '../src/modules/notifications/live-publisher';
import type { LiveMessage } from '../src/modules/notifications/live-messages';
import { NotificationsProcessor } from '../src/modules/notifications/notifications.processor';
import type { NotificationContent, NotificationJobData } from '../src/modules/notifications/notifications.constants';
import { Notifier } from '../src/modules/notifications/notifier';
import { seedUser, signIn, type CookieJar, type SeededUser } from './support/accounts';
import { openEventStream } from './support/sse-client';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const content = (n: number, url: string | null = null): NotificationContent => ({
  type: 'account',
  title: { tr: `Başlık ${n}`, en: `Title ${n}` },
  message: { tr: `Mesaj ${n}`, en: `Message ${n}` },
  url,
});

const notificationRowsOf = async (t: TestApp, userId: string) =>
  Number((await t.dataSource.query('SELECT count(*) AS n FROM notifications WHERE user_id = $1', [userId]))[0].n);

/** Produces through the real queue and worker, and waits until the worker has written the row. */
async function notifyAndWait(t: TestApp, userId: string, n: number, url: string | null = null): Promise<void> {
  const before = await notificationRowsOf(t, userId);
  await t.app.get(Notifier).notifyUser(userId, content(n, url));
  await waitUntil(async () => (await notificationRowsOf(t, userId)) > before, 'the notification row');
}

describe('notifications of the signed-in user', () => {
  let t: TestApp;
  let alice: SeededUser;
  let bob: SeededUser;
  let aliceJar: CookieJar;
  let bobJar: CookieJar;

  const notify = (userId: string, n: number, url: string | null = null) => notifyAndWait(t, userId, n, url);
  const list = (jar: CookieJar, filter = 'all') =>
    request(t.server).get(`/api/notifications?filter=${filter}`).set('Cookie', jar.header()).expect(200);

  beforeAll(async () => {
    t = await startTestApp();
    alice = await seedUser(t);
    bob = await seedUser(t);
    aliceJar = await signIn(t, alice);
    bobJar = await signIn(t, bob);
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  it('gives anonymous visitors none', async () => {
    const response = await request(t.server).get('/api/notifications').expect(401);
    expect(response.body.code).toBe('UNAUTHORIZED');
    await request(t.server).get('/api/notifications/unread-count').expect(401);
    await request(t.server).get('/api/notifications/stream').expect(401);
  });

  it('lists only the user’s own, newest first, marks read one and all, and deletes', async () => {
    await notify(alice.id, 1, '/dashboard/orders');
    await notify(alice.id, 2);
    await notify(alice.id, 3);
    await notify(bob.id, 99);

    const all = (await list(aliceJar)).body as { notifications: AppNotification[]; unreadCount: number };
    expect(all.unreadCount).toBe(3);
    expect(all.notifications.map((n) => n.title.en)).toEqual(['Title 3', 'Title 2', 'Title 1']);
    expect(all.notifications[2]).toMatchObject({
      type: 'account',
      read: false,
      message: { tr: 'Mesaj 1', en: 'Message 1' },
      data: { url: '/dashboard/orders' },
    });
    const [third, second] = all.notifications;

    const read = await request(t.server).post(`/api/notifications/${second.id}/read`).set('Cookie', aliceJar.header()).expect(200);
    expect(read.body).toEqual({ unreadCount: 2 });
    const unread = (await list(aliceJar, 'unread')).body.notifications as AppNotification[];
    expect(unread.map((n) => n.title.en)).toEqual(['Title 3', 'Title 1']);
    await request(t.server).get('/api/notifications/unread-count').set('Cookie', aliceJar.header()).expect(200, { unreadCount: 2 });

    await request(t.server).delete(`/api/notifications/${third.id}`).set('Cookie', aliceJar.header()).expect(200, { unreadCount: 1 });
    await request(t.server).delete(`/api/notifications/${third.id}`).set('Cookie', aliceJar.header()).expect(404);
    await request(t.server).post('/api/notifications/read-all').set('Cookie', aliceJar.header()).expect(200, { unreadCount: 0 });
    const after = (await list(aliceJar)).body as { notifications: AppNotification[]; unreadCount: number };
    expect(after.unreadCount).toBe(0);
    expect(after.notifications.map((n) => [n.title.en, n.read])).toEqual([
      ['Title 2', true],
      ['Title 1', true],
    ]);
    // Bob's one is untouched by Alice's read-all.
    expect((await list(bobJar)).body.unreadCount).toBe(1);
  });

  it('answers 404 for another user’s notification and leaves it unchanged', async () => {
    await notify(bob.id, 7);
    const bobs = (await list(bobJar)).body.notifications as AppNotification[];
    const target = bobs[0];
    for (const id of [target.id, randomUUID()]) {
      const read = await request(t.server).post(`/api/notifications/${id}/read`).set('Cookie', aliceJar.header()).expect(404);
      expect(read.body.code).toBe('NOT_FOUND');
      await request(t.server).delete(`/api/notifications/${id}`).set('Cookie', aliceJar.header()).expect(404);
    }
    await request(t.server).post('/api/notifications/not-a-uuid/read').set('Cookie', aliceJar.header()).expect(400);
    const again = (await list(bobJar)).body.notifications as AppNotification[];
    expect(again.find((n) => n.id === target.id)).toMatchObject({ read: false });
  });

  it('lists the 50 newest', async () => {
    const carol = await seedUser(t);
    const jar = await signIn(t, carol);
    await t.dataSource.query(
      `INSERT INTO notifications (user_id, event_id, type, title, message)
       SELECT $1, 'bulk-' || g, 'system', jsonb_build_object('tr', 'N' || g, 'en', 'N' || g), '{"tr":"","en":""}'
       FROM generate_series(1, 60) g ORDER BY g`,
      [carol.id],
    );
    const body = (await list(jar)).body as { notifications: AppNotification[]; unreadCount: number };
    expect(body.unreadCount).toBe(60);
    expect(body.notifications).toHaveLength(NOTIFICATIONS_FETCHED);
    expect(body.notifications[0].title.en).toBe('N60');
    expect(body.notifications.at(-1)!.title.en).toBe('N11');
  });
});

describe('fan-out batches', () => {
  let t: TestApp;
  let customers: SeededUser[];
  let admin: SeededUser;
  /** One sign-in: a TOTP code is accepted once per time step. */
  let adminJar: CookieJar;

  beforeAll(async () => {
    t = await startTestApp();
    customers = [];
    for (let i = 0; i < 25; i += 1) customers.push(await seedUser(t));
    admin = await seedUser(t, { role: 'admin', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    // Every fourth customer opted in to promotions.
    await t.dataSource.query('UPDATE users SET newsletter = true WHERE id = ANY($1::uuid[])', [customers.filter((_, i) => i % 4 === 0).map((c) => c.id)]);
    adminJar = await signIn(t, admin);
  }, 120_000);
  afterAll(() => t?.close(), 60_000);

  const rowsOfEvent = async (eventId: string) =>
    (await t.dataSource.query('SELECT user_id, count(*)::int AS n FROM notifications WHERE event_id = $1 GROUP BY user_id', [eventId])) as {
      user_id: string;
      n: number;
    }[];

  it('writes a retried batch’s rows once and notifies only the users it had not reached', async () => {
    const eventId = `test:${randomUUID()}`;
    const data: NotificationJobData = { eventId, content: content(1), audience: { kind: 'customers', optedInOnly: false } };
    // A first try committed one batch of 10 and then failed before recording its progress.
    const first = await t.app.get(FanOutWriter).writeBatch(eventId, data.content, data.audience, null, 10);
    expect(first.inserted).toHaveLength(10);

    const published: LiveMessage[] = [];
    const publish = jest.spyOn(t.app.get(LivePublisher), 'publish').mockImplementation(async (message) => {
      published.push(message);
    });
    try {
      const progress: unknown[] = [];
      const job = { data, progress: 0, updateProgress: async (p: unknown) => void progress.push(p) };
      const result = await t.app.get(NotificationsProcessor).process(job as never);
      expect(result.written).toBe(customers.length + (await preexistingCustomers(t)) - 10);
    } finally {
      publish.mockRestore();
    }
    const rows = await rowsOfEvent(eventId);
    const customerIds = await allCustomerIds(t);
    expect(rows.map((r) => r.user_id).sort()).toEqual(customerIds.sort());
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const reached = published.flatMap((m) => (m.kind === 'created' ? m.recipients.map(([userId]) => userId) : []));
    const firstBatch = new Set(first.inserted.map(([userId]) => userId));
    expect(reached.filter((id) => firstBatch.has(id))).toEqual([]);
    expect(new Set(reached).size).toBe(reached.length);
    expect(reached.length + firstBatch.size).toBe(customerIds.length);
  });

  it('takes one job for an event enqueued twice, and a broadcast to opted-in customers reaches only them', async () => {
    const jar = adminJar;
    const broadcast = await request(t.server)
      .post('/api/admin/notifications/broadcasts')
      .set('Cookie', jar.header())
      .send({
        type: 'promotion',
        audience: 'opted_in',
        title: { tr: 'Yeni hasat', en: 'New harvest' },
        message: { tr: 'Etiyopya geldi.', en: 'Ethiopia is in.' },
        url: '/shop',
      })
      .expect(202);
    const eventId = broadcast.body.eventId as string;
    const optedIn = (await t.dataSource.query(`SELECT id FROM users WHERE role = 'user' AND newsletter`)) as { id: string }[];
    const rows = await waitUntil(async () => {
      const found = await rowsOfEvent(eventId);
      return found.length === optedIn.length && found;
    }, 'the broadcast rows');
    expect(rows.map((r) => r.user_id).sort()).toEqual(optedIn.map((r) => r.id).sort());
    expect(rows.some((r) => r.user_id === admin.id)).toBe(false);

    // The same event again: the job id is taken, and even a second run writes nothing new.
    await t.app.get(Notifier).notify({ eventId, content: content(2), audience: { kind: 'customers', optedInOnly: false } });
    const again = await t.app.get(FanOutWriter).writeBatch(eventId, content(2), { kind: 'customers', optedInOnly: true }, null);
    expect(again.inserted).toEqual([]);
    expect(await rowsOfEvent(eventId)).toHaveLength(optedIn.length);
  });

  it('refuses a broadcast from a customer and a link that is not ours or https', async () => {
    const customerJar = await signIn(t, customers[0]);
    const body = {
      type: 'system',
      audience: 'all',
      title: { tr: 'Bakım', en: 'Maintenance' },
      message: { tr: 'Gece bakım var.', en: 'Maintenance tonight.' },
    };
    await request(t.server).post('/api/admin/notifications/broadcasts').set('Cookie', customerJar.header()).send(body).expect(403);
    const jar = adminJar;
    const bad = await request(t.server)
      .post('/api/admin/notifications/broadcasts')
      .set('Cookie', jar.header())
      .send({ ...body, url: 'javascript:alert(1)' })
      .expect(400);
    expect(bad.body.fields.url).toEqual(['urlInvalid']);
  });
});

async function allCustomerIds(t: TestApp): Promise<string[]> {
  return ((await t.dataSource.query(`SELECT id FROM users WHERE role = 'user' AND status = 'active'`)) as { id: string }[]).map((r) => r.id);
}

/** Customers the seed may have created besides the test's own (demo accounts). */
async function preexistingCustomers(t: TestApp): Promise<number> {
  return (await allCustomerIds(t)).length - 25;
}

describe('the event stream', () => {
  let t: TestApp;
  let alice: SeededUser;
  let bob: SeededUser;
  let aliceJar: CookieJar;
  let bobJar: CookieJar;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await seedUser(t);
    bob = await seedUser(t);
    aliceJar = await signIn(t, alice);
    bobJar = await signIn(t, bob);
  }, 60_000);
  afterAll(() => t?.close(), 60_000);

  it('delivers a new notification once to each of the user’s streams and to nobody else, then their reads', async () => {
    const tabs = await Promise.all([1, 2].map(() => openEventStream(t.server, '/api/notifications/stream', { Cookie: aliceJar.header() })));
    const other = await openEventStream(t.server, '/api/notifications/stream', { Cookie: bobJar.header() });
    try {
      expect(tabs[0].status).toBe(200);
      expect(tabs[0].headers['content-type']).toMatch(/^text\/event-stream/);
      expect(tabs[0].headers['cache-control']).toContain('no-transform');
      await t.app.get(Notifier).notifyUser(alice.id, content(1, '/dashboard/orders'));
      for (const tab of tabs) {
        const [event] = await tab.waitFor('notification');
        const notification = JSON.parse(event.data) as AppNotification;
        expect(notification).toMatchObject({ title: { tr: 'Başlık 1' }, read: false, data: { url: '/dashboard/orders' } });
        expect(event.id).toMatch(/^\d+$/);
      }
      const id = (JSON.parse(tabs[0].of('notification')[0].data) as AppNotification).id;
      await request(t.server).post(`/api/notifications/${id}/read`).set('Cookie', aliceJar.header()).expect(200);
      for (const tab of tabs) {
        const [event] = await tab.waitFor('read');
        expect(JSON.parse(event.data)).toEqual({ ids: [id], all: false, unreadCount: 0 });
        expect(tab.of('notification')).toHaveLength(1);
      }
      // The other user's stream only had its own start (its resume point), nothing of Alice's.
      expect(other.events.map((e) => e.event)).toEqual(['ready']);
    } finally {
      for (const stream of [...tabs, other]) stream.close();
    }
  });

  it('catches up after Last-Event-ID without repeating what the client had', async () => {
    const first = await openEventStream(t.server, '/api/notifications/stream', { Cookie: bobJar.header() });
    await t.app.get(Notifier).notifyUser(bob.id, content(10));
    const [seen] = await first.waitFor('notification');
    first.close();
    // Missed while disconnected, one after the other (each call waits for each row: the queue's jobs run side by
    // side, two enqueued together may be written in either order, and a stream sends in the order written).
    await notifyAndWait(t, bob.id, 11);
    await notifyAndWait(t, bob.id, 12);
    const resumed = await openEventStream(t.server, '/api/notifications/stream', { Cookie: bobJar.header(), 'Last-Event-ID': seen.id! });
    try {
      const events = await resumed.waitFor('notification', 2);
      expect(events.map((e) => (JSON.parse(e.data) as AppNotification).title.en)).toEqual(['Title 11', 'Title 12']);
      await t.app.get(Notifier).notifyUser(bob.id, content(13));
      const all = await resumed.waitFor('notification', 3);
      expect(all.map((e) => (JSON.parse(e.data) as AppNotification).title.en)).toEqual(['Title 11', 'Title 12', 'Title 13']);
    } finally {
      resumed.close();
    }
  });

  it('refuses a stream asked for by another site', async () => {
    const response = await request(t.server)
      .get('/api/notifications/stream')
      .set('Cookie', aliceJar.header())
      .set('Origin', 'https://evil.example')
      .expect(403);
    expect(response.body.code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('ends its streams when the app shuts down', async () => {
    const own = await startTestApp();
    const carol = await seedUser(own);
    const jar = await signIn(own, carol);
    const stream = await openEventStream(own.server, '/api/notifications/stream', { Cookie: jar.header() });
    const closing = own.close();
    await stream.ended;
    await closing;
  }, 60_000);
});
