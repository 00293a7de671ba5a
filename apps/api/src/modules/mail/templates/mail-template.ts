import type { Language } from '@harman/contracts';
import type { z } from 'zod';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * A mail in both languages. `data` checks the payload when the mail is recorded (a bad payload is a bug in the
 * producer, better found in its request than in the worker). `secretKeys` name the payload entries that carry
 * tokens: they are dropped from the outbox row once the mail is sent or has failed for good.
 */
export interface MailTemplate<S extends z.ZodType = z.ZodType> {
  data: S;
  secretKeys: readonly (keyof z.output<S> & string)[];
  render: Record<Language, (data: z.output<S>) => MailContent>;
}
