import { expect } from '@playwright/test';
import { MAIL_URL } from '../stack';

export interface CaughtMail {
  to: Array<string | { address: string }>;
  subject: string;
  text: string;
}

const addressOf = (to: string | { address: string }) => (typeof to === 'string' ? to : to.address);

/** The first mail the stack's catcher received for `address` (and with `subject`, when given), waiting for it. */
export async function mailTo(address: string, subject?: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as CaughtMail[];
        found = messages.find(
          (mail) => mail.to.some((to) => addressOf(to).includes(address)) && (subject === undefined || mail.subject === subject),
        );
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${address}${subject ? ` with subject "${subject}"` : ''}` },
    )
    .toBe(true);
  return found!;
}

/** The staff alert that mentions `text` (the sender's e-mail, say). */
export async function staffAlertMentioning(text: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      const messages = (await (await fetch(`${MAIL_URL}/api/messages`)).json()) as CaughtMail[];
      found = messages.find((mail) => mail.subject === subject && mail.text.includes(text));
      return Boolean(found);
    }, { timeout: 20_000, message: `a staff alert "${subject}" mentioning ${text}` })
    .toBe(true);
  return found!;
}
