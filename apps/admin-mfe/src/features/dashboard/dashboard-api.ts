import { sessionFetch } from '@harman/auth';
import { dashboardSummarySchema } from '@harman/contracts';

export const getDashboard = () => sessionFetch('/admin/dashboard', { schema: dashboardSummarySchema });
