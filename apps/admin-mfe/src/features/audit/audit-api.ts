import { sessionFetch } from '@harman/auth';
import { auditListSchema } from '@harman/contracts';

export const getAudit = (query: string) => sessionFetch(`/admin/audit${query}`, { schema: auditListSchema });
