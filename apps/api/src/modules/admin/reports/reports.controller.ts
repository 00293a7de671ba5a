import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { reportQuerySchema, salesReportSchema } from '@harman/contracts';
import type { z } from 'zod';
import { Roles } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodQuery, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { toCsv } from '../inbox/inbox.service';
import { ReportsService } from './reports.service';

/** Admin › Raporlar. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('sales')
  @ApiZodQuery(reportQuerySchema as never)
  @ApiZodResponse(200, salesReportSchema, 'Sales in the range: by period, product, category; AOV; top customers; low stock')
  @ApiErrors(400, 401, 403)
  sales(@Query(new ZodValidationPipe(reportQuerySchema)) query: z.output<typeof reportQuerySchema>) {
    return this.reports.sales(query);
  }

  /** The period series as CSV (period, orders, revenue in lira). */
  @Get('sales/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="sales-report.csv"')
  @Header('Cache-Control', 'private, no-store')
  @ApiErrors(400, 401, 403)
  async exportSales(@Query(new ZodValidationPipe(reportQuerySchema)) query: z.output<typeof reportQuerySchema>) {
    const report = await this.reports.sales(query);
    return toCsv(
      ['period', 'orders', 'revenue_try'],
      report.series.map((row) => [row.period, row.orders, (row.revenue / 100).toFixed(2)]),
    );
  }
}
