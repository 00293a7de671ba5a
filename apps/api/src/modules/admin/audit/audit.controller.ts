import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { auditListQuerySchema, auditListSchema } from '@harman/contracts';
import type { z } from 'zod';
import { Roles } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodQuery, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { AuditQueryService } from './audit-query.service';

/** Admin › Denetim kaydı: read only (the log is append-only; there is no route that changes it). */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/audit')
export class AuditController {
  constructor(private readonly audit: AuditQueryService) {}

  @Get()
  @ApiZodQuery(auditListQuerySchema)
  @ApiZodResponse(200, auditListSchema, 'Audit entries, newest first')
  @ApiErrors(400, 401, 403)
  list(@Query(new ZodValidationPipe(auditListQuerySchema)) query: z.output<typeof auditListQuerySchema>) {
    return this.audit.list(query);
  }
}
