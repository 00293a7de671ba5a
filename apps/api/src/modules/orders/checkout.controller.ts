import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CHECKOUT_TOKEN_HEADER,
  checkoutQuoteRequestSchema,
  checkoutQuoteSchema,
  checkoutSessionSchema,
  createCheckoutSessionSchema,
  placeOrderResultSchema,
  placeOrderSchema,
  threeDsConfirmSchema,
  uuidParamSchema,
  type CheckoutQuote,
  type CheckoutSession,
  type PlaceOrderInput,
  type PlaceOrderResult,
  type ThreeDsConfirmInput,
} from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Public, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CheckoutService } from './checkout.service';
import { PlaceOrderService } from './place-order.service';

const IdParam = (name: string) => Param(name, new ZodValidationPipe(uuidParamSchema));
const CheckoutToken = () => Headers(CHECKOUT_TOKEN_HEADER);

/**
 * Checkout, open to guests and customers alike: the quote, the session that holds the stock from the payment
 * step, placing the order and the 3-D Secure step. Every call on a session carries its token (`X-Checkout-Token`).
 */
@ApiTags('checkout')
@Public()
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly orders: PlaceOrderService,
  ) {}

  @Post('quote')
  @HttpCode(200)
  @ApiZodBody(checkoutQuoteRequestSchema)
  @ApiZodResponse(200, checkoutQuoteSchema, 'The cart priced by the api, with what changed')
  @ApiErrors(400)
  quote(@Body(new ZodValidationPipe(checkoutQuoteRequestSchema)) body: z.output<typeof checkoutQuoteRequestSchema>): Promise<CheckoutQuote> {
    return this.checkout.quote(body.items, { province: body.city, deliveryMethod: body.deliveryMethod, paymentMethod: body.paymentMethod });
  }

  @Post('sessions')
  @HttpCode(201)
  @ApiZodBody(createCheckoutSessionSchema)
  @ApiZodResponse(201, checkoutSessionSchema, 'The stock is held; keep the checkout token')
  @ApiErrors(400, 403, 409)
  createSession(
    @Body(new ZodValidationPipe(createCheckoutSessionSchema)) body: z.output<typeof createCheckoutSessionSchema>,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<CheckoutSession> {
    return this.checkout.createSession(body, user);
  }

  @Get('sessions/:checkoutId')
  @ApiZodResponse(200, checkoutSessionSchema, 'The session re-priced (the review)')
  @ApiErrors(404)
  getSession(@IdParam('checkoutId') id: string, @CheckoutToken() token: string | undefined): Promise<CheckoutSession> {
    return this.checkout.getSession(id, token);
  }

  @Delete('sessions/:checkoutId')
  @HttpCode(204)
  @ApiErrors(404)
  async release(@IdParam('checkoutId') id: string, @CheckoutToken() token: string | undefined): Promise<void> {
    await this.checkout.release(id, token);
  }

  @Post('sessions/:checkoutId/orders')
  @HttpCode(201)
  @ApiZodBody(placeOrderSchema)
  @ApiZodResponse(201, placeOrderResultSchema, 'The order, and what its payment did')
  @ApiErrors(400, 402, 404, 409, 410)
  place(
    @IdParam('checkoutId') id: string,
    @CheckoutToken() token: string | undefined,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Body(new ZodValidationPipe(placeOrderSchema)) body: PlaceOrderInput,
  ): Promise<PlaceOrderResult> {
    return this.orders.place(id, token, user, body);
  }

  @Post('orders/:orderId/3ds')
  @HttpCode(200)
  @ApiZodBody(threeDsConfirmSchema)
  @ApiZodResponse(200, placeOrderResultSchema, 'The payment after the 3-D Secure step')
  @ApiErrors(400, 402, 404)
  confirmThreeDs(
    @IdParam('orderId') orderId: string,
    @CheckoutToken() token: string | undefined,
    @Body(new ZodValidationPipe(threeDsConfirmSchema)) body: ThreeDsConfirmInput,
  ): Promise<PlaceOrderResult> {
    return this.orders.confirmThreeDs(orderId, token, body);
  }
}
