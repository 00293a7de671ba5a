// zod/mini: the footer's sign-up is on the first load of every page (see language.ts). What a newsletter mail's
// links send and get back is in newsletter-links.ts, built only where it is read.
import * as z from 'zod/mini';
import { LANGUAGES } from './constants';

/** How long a confirmation link stays valid: double opt-in links older than this are refused. */
export const NEWSLETTER_CONFIRM_TTL_HOURS = 72;

/** Body of `POST /api/newsletter/subscriptions`. The address is trimmed and lower-cased before it is checked. */
export const newsletterSubscribeSchema = z.strictObject({
  email: z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(255)), z.email()),
  language: z._default(z.enum(LANGUAGES), 'tr'),
});
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;

/** The subscribe answer is the same whether the address is new, pending or active (no enumeration). */
export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('pending') });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;
