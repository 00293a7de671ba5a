import { sessionFetch } from '@harman/auth';
import { inboxListSchema, subscriberListSchema, type InboxKind, type InboxUpdate } from '@harman/contracts';

export const getInbox = (query: string) => sessionFetch(`/admin/inbox${query}`, { schema: inboxListSchema });
export const updateInboxItem = (kind: InboxKind, id: string, body: InboxUpdate) =>
  sessionFetch(`/admin/inbox/${kind}/${encodeURIComponent(id)}`, { method: 'PATCH', body });
export const getSubscribers = (query: string) => sessionFetch(`/admin/newsletter${query}`, { schema: subscriberListSchema });
export const SUBSCRIBERS_CSV_URL = '/api/admin/newsletter/export';
export const cvUrl = (applicationId: string) => `/api/forms/careers/${encodeURIComponent(applicationId)}/cv`;
