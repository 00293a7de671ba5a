import { sessionFetch } from '@harman/auth';
import { salesReportSchema } from '@harman/contracts';

export const getSalesReport = (query: string) => sessionFetch(`/admin/reports/sales${query}`, { schema: salesReportSchema });
export const salesCsvUrl = (query: string) => `/api/admin/reports/sales/export${query}`;
