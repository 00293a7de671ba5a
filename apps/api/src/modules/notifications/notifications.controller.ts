import { Controller, Delete, Get, HttpCode, Inject, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  notificationListQuerySchema,
  notificationListSchema,
  unreadCountSchema,
  uuidParamSchema,
  type NotificationList,
  type UnreadCount,
} from '@harman/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { AppError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodQuery, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { SecurityLog } from '../../common/security/security-log';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { NotificationsService } from './notifications.service';
import { lastEventIdOf, isCrossSiteStream } from './stream-request';
import { StreamHub } from './stream-hub';

const IdParam = () => Param('id', new ZodValidationPipe(uuidParamSchema));

/** The signed-in user's notifications (spec §6: scoped to the user; anonymous visitors have none). */
@ApiTags('notifications')
@Roles('user', 'admin')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly hub: StreamHub,
    private readonly securityLog: SecurityLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiZodQuery(notificationListQuerySchema)
  @ApiZodResponse(200, notificationListSchema, 'The 50 newest of the filter (all or unread), newest first')
  @ApiErrors(400, 401)
  async list(
    @CurrentUser() user: AuthenticatedUser,
    @Query(new ZodValidationPipe(notificationListQuerySchema)) query: { filter: 'all' | 'unread' },
  ): Promise<NotificationList> {
    const [notifications, unreadCount] = await Promise.all([
      this.notifications.list(user.id, query.filter),
      this.notifications.unreadCount(user.id),
    ]);
    return { notifications, unreadCount };
  }

  @Get('unread-count')
  @ApiZodResponse(200, unreadCountSchema, 'How many are unread')
  @ApiErrors(401)
  async unread(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCount> {
    return { unreadCount: await this.notifications.unreadCount(user.id) };
  }

  /**
   * Server-Sent Events: `notification` (with its sequence as the event id), `read` and `deleted`. A reconnect
   * with `Last-Event-ID` (or `?lastEventId=` from a new EventSource) first gets what it missed.
   */
  @Get('stream')
  @ApiProduces('text/event-stream')
  @ApiErrors(401)
  async stream(@CurrentUser() user: AuthenticatedUser, @Req() request: Request, @Res() response: Response): Promise<void> {
    if (isCrossSiteStream(request, this.config)) {
      this.securityLog.record('origin_rejected', { outcome: 'blocked', ip: request.ip, route: 'GET /api/notifications/stream' });
      throw new AppError(403, 'ORIGIN_NOT_ALLOWED', 'Cross-site request refused');
    }
    if (!this.hub.accepting) throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Shutting down');
    const stream = this.hub.open(user.id, response);
    const lastEventId = lastEventIdOf(request);
    let caughtUp: Awaited<ReturnType<NotificationsService['since']>> = [];
    try {
      if (lastEventId !== null) {
        caughtUp = await this.notifications.since(user.id, lastEventId);
      } else {
        // A fresh stream: its id is the newest row now, so a reconnect asks only for what comes after.
        stream.sendReady(await this.notifications.latestSeq(user.id));
      }
    } finally {
      stream.goLive(caughtUp);
    }
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiZodResponse(200, unreadCountSchema, 'All read')
  @ApiErrors(401)
  async markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCount> {
    return { unreadCount: await this.notifications.markAllRead(user.id) };
  }

  @Post(':id/read')
  @HttpCode(200)
  @ApiZodResponse(200, unreadCountSchema, 'Read; the unread count after it')
  @ApiErrors(400, 401, 404)
  async markRead(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<UnreadCount> {
    return { unreadCount: await this.notifications.markRead(user.id, id) };
  }

  @Delete(':id')
  @ApiZodResponse(200, unreadCountSchema, 'Deleted; the unread count after it')
  @ApiErrors(400, 401, 404)
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<UnreadCount> {
    return { unreadCount: await this.notifications.remove(user.id, id) };
  }
}
