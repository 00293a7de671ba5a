import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { dashboardSummarySchema } from '@harman/contracts';
import { Roles } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { DashboardService } from './dashboard.service';

/** Admin › Dashboard's figures. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @ApiZodResponse(200, dashboardSummarySchema, 'Stat cards, last orders and top sellers')
  @ApiErrors(401, 403)
  summary() {
    return this.dashboard.summary();
  }
}
