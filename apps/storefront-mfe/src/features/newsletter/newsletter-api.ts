import { newsletterStatusResponseSchema, type NewsletterStatusResponse } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';

/** `POST /api/newsletter/confirm` or `/unsubscribe` with the token of a mail link. (Sign-up lives in `@harman/ui`.) */
export function sendNewsletterToken(action: 'confirm' | 'unsubscribe', token: string): Promise<NewsletterStatusResponse> {
  return apiFetch(`/newsletter/${action}`, { method: 'POST', body: { token }, schema: newsletterStatusResponseSchema });
}
