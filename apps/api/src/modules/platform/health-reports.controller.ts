import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { healthReportSchema, type HealthReport } from '@harman/contracts';
import { Public } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ReleaseHealthService } from './release-health.service';
import { VisitorCookie } from './visitor-cookie';

@ApiTags('platform')
@Public()
@Controller('platform/health-reports')
export class HealthReportsController {
  constructor(
    private readonly health: ReleaseHealthService,
    private readonly visitors: VisitorCookie,
  ) {}

  /** The shell's batched reports (navigator.sendBeacon) of how each remote's release fares; no visitor data. */
  @Post()
  @HttpCode(204)
  @ApiZodBody(healthReportSchema)
  @ApiErrors(400, 429)
  async report(@Req() request: Request, @Body(new ZodValidationPipe(healthReportSchema)) body: HealthReport): Promise<void> {
    await this.health.record({ visitorId: this.visitors.read(request), ip: request.ip }, body.reports);
  }
}
