import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { customerOrderDetailSchema, uuidParamSchema, type CustomerOrderDetail } from '@harman/contracts';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CustomerOrdersService } from './customer-orders.service';
import { InvoiceService } from './invoice.service';
import { OrderLifecycle } from './order-lifecycle.service';
import { sendPdf } from './helpers/send-pdf';

const IdParam = () => Param('id', new ZodValidationPipe(uuidParamSchema));

/**
 * One of the customer's orders: its page with the timeline, cancelling it while pending, its invoice. The list and
 * the overview are the account module's (`GET /api/account/orders`, `/api/account/overview`), read from here.
 */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account/orders')
export class CustomerOrdersController {
  constructor(
    private readonly orders: CustomerOrdersService,
    private readonly lifecycle: OrderLifecycle,
    private readonly invoices: InvoiceService,
  ) {}

  @Get(':id')
  @ApiZodResponse(200, customerOrderDetailSchema, 'The order with its status timeline')
  @ApiErrors(400, 401, 404)
  detail(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<CustomerOrderDetail> {
    return this.orders.detail(user.id, id);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiZodResponse(200, customerOrderDetailSchema, 'Cancelled; the stock is back')
  @ApiErrors(400, 401, 404, 409)
  async cancel(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<CustomerOrderDetail> {
    await this.lifecycle.cancelByCustomer(id, user.id);
    return this.orders.detail(user.id, id);
  }

  @Get(':id/invoice')
  @ApiProduces('application/pdf')
  @ApiErrors(400, 401, 404)
  async invoice(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string, @Res() response: Response): Promise<void> {
    // The owner, or staff.
    const order = user.role === 'admin' ? await this.orders.byId(id) : await this.orders.owned(user.id, id);
    sendPdf(response, await this.invoices.pdf(order.id));
  }
}
