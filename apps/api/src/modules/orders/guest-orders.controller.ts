import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { customerOrderDetailSchema, type CustomerOrderDetail } from '@harman/contracts';
import type { Response } from 'express';
import { Public } from '../../common/auth/auth.decorators';
import { AppError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { CustomerOrdersService } from './customer-orders.service';
import { GuestOrderTokens } from './guest-order-token';
import { InvoiceService } from './invoice.service';
import { sendPdf } from './helpers/send-pdf';

/** A guest's order, opened with the signed, expiring link of the confirmation mail: that one order and its invoice. */
@ApiTags('orders')
@Public()
@Controller('orders/guest')
export class GuestOrdersController {
  constructor(
    private readonly tokens: GuestOrderTokens,
    private readonly orders: CustomerOrdersService,
    private readonly invoices: InvoiceService,
  ) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @Header('Referrer-Policy', 'no-referrer')
  @ApiZodResponse(200, customerOrderDetailSchema, 'The order the link opens')
  @ApiErrors(404)
  async detail(@Param('token') token: string): Promise<CustomerOrderDetail> {
    return this.orders.detailOf(await this.orders.byId(this.orderIdOf(token)));
  }

  @Get(':token/invoice')
  @ApiProduces('application/pdf')
  @ApiErrors(404)
  async invoice(@Param('token') token: string, @Res() response: Response): Promise<void> {
    sendPdf(response, await this.invoices.pdf(this.orderIdOf(token)));
  }

  private orderIdOf(token: string): string {
    const orderId = this.tokens.verify(token);
    if (!orderId) throw new AppError(404, 'ORDER_NOT_FOUND', 'Order not found');
    return orderId;
  }
}
