import { sessionFetch } from '@harman/auth';
import { adminReviewListSchema, adminReviewSchema } from '@harman/contracts';

export const getReviews = (query: string) => sessionFetch(`/admin/reviews${query}`, { schema: adminReviewListSchema });
export const setReviewHidden = (id: string, hidden: boolean) =>
  sessionFetch(`/admin/reviews/${encodeURIComponent(id)}`, { method: 'PATCH', body: { hidden }, schema: adminReviewSchema });
