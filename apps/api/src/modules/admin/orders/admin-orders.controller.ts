import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminOrderDetailSchema, adminOrderListQuerySchema, adminOrderListSchema, orderActionSchema } from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { actorOf, UuidParam } from '../admin-request';
import { AdminOrdersService } from './admin-orders.service';

/** Admin › Siparişler. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/orders')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get()
  @ApiZodQuery(adminOrderListQuerySchema)
  @ApiZodResponse(200, adminOrderListSchema, 'Orders, newest first')
  @ApiErrors(400, 401, 403)
  list(@Query(new ZodValidationPipe(adminOrderListQuerySchema)) query: z.output<typeof adminOrderListQuerySchema>) {
    return this.orders.list(query);
  }

  @Get(':id')
  @ApiZodResponse(200, adminOrderDetailSchema, 'The order with lines, payment, refunds, history and the moves allowed now')
  @ApiErrors(401, 403, 404)
  get(@Param('id', UuidParam) id: string) {
    return this.orders.get(id);
  }

  /** confirm, ship (carrier and tracking number), deliver, cancel (stock released), refund (partial or full). */
  @Post(':id/actions')
  @HttpCode(200)
  @ApiZodBody(orderActionSchema)
  @ApiZodResponse(200, adminOrderDetailSchema, 'Moved; the customer is mailed and the history written')
  @ApiErrors(400, 401, 403, 404, 409, 502)
  act(
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(orderActionSchema)) body: z.output<typeof orderActionSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.orders.act(id, body, actorOf(user));
  }
}
