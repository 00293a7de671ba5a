import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { healthSchema, type Health } from '@harman/contracts';
import type { Response } from 'express';
import { ApiZodResponse } from '../../common/openapi/zod-openapi';
import { HealthService } from './health.service';
import { Public } from '../../common/auth/auth.decorators';

@ApiTags('platform')
@Public()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every dependency is up; 503 with the same body otherwise, so load balancers need not parse it. */
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(200, healthSchema, 'Every dependency is up')
  @ApiZodResponse(503, healthSchema, 'Something is down (see `checks`)')
  async check(@Res({ passthrough: true }) response: Response): Promise<Health> {
    const health = await this.health.check();
    response.status(health.status === 'ok' ? 200 : 503);
    return health;
  }
}
