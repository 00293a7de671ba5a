import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  notificationBroadcastResultSchema,
  notificationBroadcastSchema,
  type NotificationBroadcast,
  type NotificationBroadcastResult,
} from '@harman/contracts';
import { Roles } from '../../common/auth/auth.decorators';
import { AppError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { Notifier } from './notifier';

/** Staff broadcast from the admin remote: one event, fanned out by the worker in batches. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/notifications')
export class BroadcastController {
  constructor(private readonly notifier: Notifier) {}

  @Post('broadcasts')
  @HttpCode(202)
  @ApiZodBody(notificationBroadcastSchema)
  @ApiZodResponse(202, notificationBroadcastResultSchema, 'Queued; the worker writes and delivers it')
  @ApiErrors(400, 401, 403, 503)
  async broadcast(@Body(new ZodValidationPipe(notificationBroadcastSchema)) body: NotificationBroadcast): Promise<NotificationBroadcastResult> {
    try {
      const eventId = await this.notifier.notify(
        {
          content: { type: body.type, title: body.title, message: body.message, url: body.url ? body.url : null },
          audience: { kind: 'customers', optedInOnly: body.audience === 'opted_in' },
        },
        { strict: true },
      );
      return { eventId };
    } catch {
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The notification queue is not reachable');
    }
  }
}
