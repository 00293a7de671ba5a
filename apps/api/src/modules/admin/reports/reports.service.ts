import { Injectable } from '@nestjs/common';
import type { SalesReport, reportQuerySchema } from '@harman/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { reportQueries, type ReportQuery } from './reports-sql';

type Params = z.output<typeof reportQuerySchema>;

/** Admin › Raporlar: every figure is an SQL aggregate over the range, never orders loaded into memory. */
@Injectable()
export class ReportsService {
  constructor(private readonly dataSource: DataSource) {}

  async sales(params: Params): Promise<SalesReport> {
    const q = reportQueries(params.from, params.to, params.groupBy);
    const run = <T>(query: ReportQuery) => this.dataSource.query<T[]>(query.sql, query.params);
    const [[totals], series, byProduct, byCategory, topCustomers, lowStock] = await Promise.all([
      run<{ orders: number; revenue: number; units: number }>(q.totals),
      run<{ period: string; orders: number; revenue: number }>(q.series),
      run<{ id: string | null; name: string; nameEn: string; units: number; revenue: number }>(q.byProduct),
      run<{ slug: string | null; name: string; nameEn: string; units: number; revenue: number }>(q.byCategory),
      run<{ email: string; orders: number; revenue: number }>(q.topCustomers),
      run<{ id: string; name: string; nameEn: string; sku: string; available: number }>(q.lowStock),
    ]);
    return {
      from: params.from,
      to: params.to,
      groupBy: params.groupBy,
      totals: { ...totals, averageOrderValue: totals.orders > 0 ? Math.round(totals.revenue / totals.orders) : 0 },
      series,
      byProduct,
      byCategory,
      topCustomers,
      lowStock,
    };
  }
}
