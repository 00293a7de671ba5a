import { newsletterSubscribeResponseSchema, type Language, type NewsletterSubscribeResponse } from '@harman/contracts';
import { apiFetch } from '@harman/api-client';

/** `POST /api/newsletter/subscriptions`: starts the double opt-in (a confirmation mail follows). */
export function subscribeToNewsletter(email: string, language: Language): Promise<NewsletterSubscribeResponse> {
  return apiFetch('/newsletter/subscriptions', {
    method: 'POST',
    body: { email, language },
    schema: newsletterSubscribeResponseSchema,
  });
}
