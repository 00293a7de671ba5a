import {
  newsletterStatusResponseSchema,
  newsletterSubscribeResponseSchema,
  type Language,
  type NewsletterStatusResponse,
} from '@harman/contracts';
import { apiFetch } from '@harman/api-client';

/** `POST /api/newsletter/subscriptions`: starts the double opt-in (a confirmation mail follows). */
export function subscribeToNewsletter(email: string, language: Language) {
  return apiFetch('/newsletter/subscriptions', {
    method: 'POST',
    body: { email, language },
    schema: newsletterSubscribeResponseSchema,
  });
}

/** `POST /api/newsletter/confirm` or `/unsubscribe` with the token of a mail link. */
export function sendNewsletterToken(action: 'confirm' | 'unsubscribe', token: string): Promise<NewsletterStatusResponse> {
  return apiFetch(`/newsletter/${action}`, { method: 'POST', body: { token }, schema: newsletterStatusResponseSchema });
}
