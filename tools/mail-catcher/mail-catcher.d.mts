export interface CaughtMail {
  id: string;
  messageId: string | null;
  from: string;
  /** Envelope recipients. */
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  /** Header names lower-cased; the first value of each. */
  headers: Record<string, string>;
  /** When the catcher received it (ISO 8601). */
  date: string;
}

export interface MailCatcherOptions {
  /** 0 picks a free port. Default 1025. */
  smtpPort?: number;
  /** 0 picks a free port. Default 1080. */
  httpPort?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Answer RCPT TO with an SMTP error (e.g. `{ code: 550, message: 'No such user' }`) to test bounces. */
  rejectRecipient?: (address: string) => { code: number; message: string } | undefined;
  /** Oldest messages are dropped past this many. Default 1000. */
  maxMessages?: number;
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  /** Oldest first. */
  messages(): CaughtMail[];
  clear(): void;
  /** The first received message matching `predicate`, waiting up to `timeoutMs` (default 5000) for one to arrive. */
  waitFor(predicate: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export function startMailCatcher(options?: MailCatcherOptions): Promise<MailCatcher>;
