import { Body, Controller, Get, Header, HttpCode, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  INBOX_KINDS,
  inboxListQuerySchema,
  inboxListSchema,
  inboxUpdateSchema,
  subscriberListQuerySchema,
  subscriberListSchema,
  type InboxKind,
  type InboxUpdate,
} from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { NotFoundError } from '../../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { actorOf, UuidParam } from '../admin-request';
import { InboxService } from './inbox.service';

/** Admin › Başvurular: form submissions (the CV itself downloads from `GET /api/forms/careers/:id/cv`) and subscribers. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get('inbox')
  @ApiZodQuery(inboxListQuerySchema)
  @ApiZodResponse(200, inboxListSchema, 'Submissions of one form, newest first, with the count per status')
  @ApiErrors(400, 401, 403)
  list(@Query(new ZodValidationPipe(inboxListQuerySchema)) query: z.output<typeof inboxListQuerySchema>) {
    return this.inbox.list(query);
  }

  @Patch('inbox/:kind/:id')
  @HttpCode(204)
  @ApiZodBody(inboxUpdateSchema)
  @ApiErrors(400, 401, 403, 404)
  async update(
    @Param('kind') kind: string,
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(inboxUpdateSchema)) body: InboxUpdate,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    if (!(INBOX_KINDS as readonly string[]).includes(kind)) throw new NotFoundError();
    await this.inbox.update(kind as InboxKind, id, body, actorOf(user));
  }

  @Get('newsletter')
  @ApiZodQuery(subscriberListQuerySchema)
  @ApiZodResponse(200, subscriberListSchema, 'Newsletter subscribers, newest first')
  @ApiErrors(400, 401, 403)
  subscribers(@Query(new ZodValidationPipe(subscriberListQuerySchema)) query: z.output<typeof subscriberListQuerySchema>) {
    return this.inbox.subscribers(query);
  }

  @Get('newsletter/export')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"')
  @Header('Cache-Control', 'private, no-store')
  @ApiErrors(401, 403)
  exportSubscribers(@CurrentUser() user: AuthenticatedUser) {
    return this.inbox.subscribersCsv(actorOf(user));
  }
}
