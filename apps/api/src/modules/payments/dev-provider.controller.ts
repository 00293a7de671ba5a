import { Body, Controller, Header, HttpCode, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { cardTokenizeSchema, cardTokenSchema, type CardToken, type CardTokenizeInput } from '@harman/contracts';
import type { Request } from 'express';
import { CurrentUser, Public, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { AppError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { DevPaymentProvider } from './dev-payment-provider';

/**
 * The development provider's tokenize endpoint: in production this is the PSP's own hosted field on its own
 * origin. Public like a PSP's publishable-key endpoint, limited per address. The only route the card-data guard
 * lets a card number through (CARD_DATA_ALLOWED_PATHS).
 */
@ApiTags('payment provider (development)')
@Public()
@Controller('payment-provider/dev')
export class DevProviderController {
  constructor(
    private readonly provider: DevPaymentProvider,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('tokens')
  @HttpCode(201)
  @Header('Cache-Control', 'no-store')
  @ApiZodBody(cardTokenizeSchema)
  @ApiZodResponse(201, cardTokenSchema, 'A token describing the card (brand, last four, expiry)')
  @ApiErrors(400, 429)
  async tokenize(
    @Body(new ZodValidationPipe(cardTokenizeSchema)) body: CardTokenizeInput,
    @Req() request: Request,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<CardToken> {
    const limit = await this.limiter.hit(`card-tokenize-ip:${request.ip}`, 60, 600);
    if (!limit.allowed) throw new AppError(429, 'RATE_LIMITED', 'Too many requests', undefined, { retryAfterSeconds: limit.retryAfterSeconds });
    // Bound to the signed-in customer who made it: nobody else can save it (issue 13, finding 7).
    return this.provider.tokenize(body, user?.id ?? null);
  }
}
