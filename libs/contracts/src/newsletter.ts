// zod/mini: on the first load of every page (see language.ts).
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

/** A token from a newsletter mail link: 32 random bytes, base64url without padding. */
export const newsletterTokenSchema = z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;

/** The subscribe answer is the same whether the address is new, pending or active (no enumeration). */
export const newsletterSubscribeResponseSchema = z.object({ status: z.literal('pending') });
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

export const newsletterStatusResponseSchema = z.object({ status: z.enum(['active', 'unsubscribed']) });
export type NewsletterStatusResponse = z.infer<typeof newsletterStatusResponseSchema>;
