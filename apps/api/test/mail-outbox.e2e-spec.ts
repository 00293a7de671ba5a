import type { Job } from 'bullmq';
import { MailDeliveryService } from '../src/modules/mail/mail-delivery.service';
import { MailOutboxService } from '../src/modules/mail/mail-outbox.service';
import { MailRelayService } from '../src/modules/mail/mail-relay.service';
import { startTestApp, type TestApp } from './support/test-app';
import { waitUntil } from './support/wait-until';

const DATA = {
  confirmUrl: 'http://shop.test/newsletter/confirm?token=outbox-test',
  unsubscribeUrl: 'http://shop.test/newsletter/unsubscribe?token=outbox-test',
};

interface OutboxRow {
  status: string;
  attempts: number;
  last_error: string | null;
  sent_at: Date | null;
  payload: Record<string, unknown>;
}

describe('mail outbox and queue', () => {
  let t: TestApp;
  let outbox: MailOutboxService;
  const rejections = new Map<string, number>();

  /** `bounce-*` addresses get a permanent 550; `flaky-*` ones a 451 on their first attempt only. */
  const rejectRecipient = (address: string) => {
    const seen = (rejections.get(address) ?? 0) + 1;
    if (address.startsWith('bounce-')) {
      rejections.set(address, seen);
      return { code: 550, message: 'No such user' };
    }
    if (address.startsWith('flaky-') && seen === 1) {
      rejections.set(address, seen);
      return { code: 451, message: 'Try again later' };
    }
    return undefined;
  };

  const record = (to: string) =>
    t.dataSource.transaction((manager) =>
      outbox.record(manager, { to, template: 'newsletter-confirm', language: 'en', data: DATA }),
    );
  const row = async (id: string) =>
    (await t.dataSource.query<OutboxRow[]>(`SELECT * FROM mail_outbox WHERE id = $1`, [id]))[0];
  const mailsFor = (id: string) => t.mail.messages().filter((mail) => mail.headers['x-outbox-id'] === id);
  /** The job of an outbox row once the worker is done with it. */
  const finishedJob = (id: string): Promise<Job> =>
    waitUntil(async () => {
      const job = await t.mailQueue.getJob(id);
      const state = await job?.getState();
      return (state === 'completed' || state === 'failed') && (await t.mailQueue.getJob(id));
    }, `the mail job ${id} to finish`);

  beforeAll(async () => {
    t = await startTestApp({ rejectRecipient });
    outbox = t.app.get(MailOutboxService);
  });
  afterAll(() => t?.close());

  it('delivers a committed row once, with its outbox id as Message-ID', async () => {
    const id = await record('one@example.com');
    await outbox.dispatch([id]);
    const mail = await t.mail.waitFor((message) => message.headers['x-outbox-id'] === id);
    expect(mail.messageId).toBe(`<${id}@harman.test>`);
    expect(mail.to).toEqual(['one@example.com']);
    expect(mail.subject).toBe('Confirm your newsletter subscription');
    expect((await finishedJob(id)).returnvalue).toBe('sent');
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, payload: {} });
  });

  it('sends nothing for a row whose transaction rolled back', async () => {
    let id: string | undefined;
    await expect(
      t.dataSource.transaction(async (manager) => {
        id = await outbox.record(manager, {
          to: 'rolled-back@example.com',
          template: 'newsletter-confirm',
          language: 'tr',
          data: DATA,
        });
        throw new Error('the order could not be placed');
      }),
    ).rejects.toThrow('the order could not be placed');
    expect(await row(id!)).toBeUndefined();

    // Even a producer that dispatches anyway sends nothing: the worker finds no row.
    await outbox.dispatch([id!]);
    expect((await finishedJob(id!)).returnvalue).toBe('skipped');
    expect(t.mail.messages().filter((mail) => mail.to.includes('rolled-back@example.com'))).toEqual([]);
  });

  it('never sends a row twice, however often it is dispatched', async () => {
    const id = await record('repeat@example.com');
    // Concurrent dispatches and a direct delivery race for the same row.
    const delivery = t.app.get(MailDeliveryService);
    const [direct] = await Promise.all([
      delivery.deliver(id, { finalAttempt: false }),
      outbox.dispatch([id]),
      outbox.dispatch([id]),
      outbox.dispatch([id]),
    ]);
    expect(['sent', 'skipped']).toContain(direct.outcome);
    await finishedJob(id);
    await t.mail.waitFor((message) => message.headers['x-outbox-id'] === id);

    // While the job exists, its id deduplicates; once it is gone, the row's `sent` mark does.
    await outbox.dispatch([id]);
    await (await t.mailQueue.getJob(id))!.remove();
    await outbox.dispatch([id]);
    expect((await finishedJob(id)).returnvalue).toBe('skipped');
    expect(await delivery.deliver(id, { finalAttempt: false })).toEqual({ outcome: 'skipped', reason: 'sent' });

    expect(mailsFor(id)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('marks a row failed on an SMTP 5xx without retrying', async () => {
    const address = 'bounce-550@example.com';
    const id = await record(address);
    await outbox.dispatch([id]);
    const job = await finishedJob(id);
    expect(await job.getState()).toBe('failed');
    expect(job.attemptsMade).toBe(1);
    expect(rejections.get(address)).toBe(1);
    const failed = await row(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sent_at: null, payload: {} });
    expect(failed.last_error).toMatch(/^550 /);
    expect(mailsFor(id)).toEqual([]);
  });

  it('retries an SMTP 4xx with back-off and then delivers', async () => {
    const address = 'flaky-451@example.com';
    const id = await record(address);
    await outbox.dispatch([id]);
    await t.mail.waitFor((message) => message.headers['x-outbox-id'] === id, 10_000);
    expect((await finishedJob(id)).returnvalue).toBe('sent');
    expect(rejections.get(address)).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailsFor(id)).toHaveLength(1);
  });

  it('relays pending rows that never reached the queue', async () => {
    const id = await record('relayed@example.com');
    // As if Redis had been down when the request committed, a minute ago.
    await t.dataSource.query(`UPDATE mail_outbox SET created_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect(await t.mailQueue.getJob(id)).toBeUndefined();

    expect(await t.app.get(MailRelayService).runOnce()).toBeGreaterThanOrEqual(1);
    await t.mail.waitFor((message) => message.headers['x-outbox-id'] === id);
    expect((await finishedJob(id)).returnvalue).toBe('sent');
    expect(mailsFor(id)).toHaveLength(1);
  });
});
