import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { cartQuoteRequestSchema, cartQuoteSchema, type CartQuote, type CartQuoteRequest } from '@harman/contracts';
import { Public } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CartQuoteService } from './cart-quote.service';

@ApiTags('cart')
@Public()
@Controller('cart')
export class CartController {
  constructor(private readonly quotes: CartQuoteService) {}

  /** A read: nothing is stored, so any visitor may ask, as often as the cart changes. */
  @Post('quote')
  @HttpCode(200)
  @ApiZodBody(cartQuoteRequestSchema)
  @ApiZodResponse(200, cartQuoteSchema, 'The cart priced from the database, with each line that needs attention')
  @ApiErrors(400)
  quote(@Body(new ZodValidationPipe(cartQuoteRequestSchema)) body: CartQuoteRequest): Promise<CartQuote> {
    return this.quotes.quote(body);
  }
}
