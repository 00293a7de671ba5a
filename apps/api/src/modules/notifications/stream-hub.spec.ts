import type { AppNotification } from '@harman/contracts';
import type { Response } from 'express';
import { NotificationStream } from './stream-hub';

/** A response that keeps what the stream wrote. */
function fakeResponse() {
  const chunks: string[] = [];
  const response = { writableEnded: false, write: (chunk: string) => chunks.push(chunk), end: () => undefined };
  return { response: response as unknown as Response, ids: () => chunks.flatMap((c) => /^id: (\d+)/.exec(c)?.[1] ?? []) };
}

const note = (seq: number) => ({ notification: { id: `n${seq}` } as AppNotification, seq });

describe('NotificationStream', () => {
  it('writes the catch-up before a live event that arrived while it was read, and each only once', () => {
    const { response, ids } = fakeResponse();
    const stream = new NotificationStream('u1', response);
    // Row 12's live publish reaches the replica after the stream opened, while rows 11–12 are being read.
    stream.sendNotification(note(12).notification, 12);
    expect(ids()).toEqual([]);
    stream.goLive([note(11), note(12)]);
    expect(ids()).toEqual(['11', '12']);
    stream.sendNotification(note(13).notification, 13);
    stream.sendNotification(note(13).notification, 13);
    expect(ids()).toEqual(['11', '12', '13']);
  });
});
