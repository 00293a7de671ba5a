import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  /** Message-IDs in the order their DATA was accepted (a copy of a mail appears twice). */
  accepted: string[];
  unique(): Set<string>;
  close(): Promise<void>;
}

/**
 * A minimal SMTP sink that holds each message `delayMs` before it answers 250, as a real relay takes its time, and
 * records the Message-ID of every message it accepted. A message whose connection dies before the final dot is
 * never accepted (SMTP discards an incomplete DATA).
 */
export async function startSmtpSink({ delayMs = 20 } = {}): Promise<SmtpSink> {
  const accepted: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 500,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const id = /^message-id:\s*(\S+)/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '(none)';
        setTimeout(() => {
          accepted.push(id);
          callback();
        }, delayMs);
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    unique: () => new Set(accepted),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
