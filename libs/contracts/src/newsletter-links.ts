// zod/mini, like newsletter.ts: what a newsletter mail's links (confirm, unsubscribe) send and get back.
import * as z from 'zod/mini';

/** A token from a newsletter mail link: 32 random bytes, base64url without padding. */
export const newsletterTokenSchema = z.strictObject({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });
export type NewsletterToken = z.infer<typeof newsletterTokenSchema>;

export const newsletterStatusResponseSchema = z.object({ status: z.enum(['active', 'unsubscribed']) });
export type NewsletterStatusResponse = z.infer<typeof newsletterStatusResponseSchema>;
