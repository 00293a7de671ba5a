import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  newsletterStatusResponseSchema,
  newsletterSubscribeResponseSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
  type NewsletterStatusResponse,
  type NewsletterSubscribeResponse,
  type NewsletterToken,
} from '@harman/contracts';
import type { Request } from 'express';
import type { z } from 'zod';
import { FormThrottleGuard } from '../../common/http/form-throttle/form-throttle.guard';
import { assertAddressLimit } from '../../common/rate-limit/address-limit';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { NewsletterService } from './newsletter.service';
import { Public } from '../../common/auth/auth.decorators';

/** Sign-ups per address and hour (a household or office signs up a few; a script many). */
export const NEWSLETTER_SIGNUPS_PER_ADDRESS = { scope: 'newsletter', limit: 10, windowSeconds: 3600 };

/**
 * The newsletter's public forms: sign-up (10 per address an hour), and the confirm and unsubscribe links' posts.
 * All pass the public forms' burst guard first (FormThrottleGuard, per address, in Redis).
 */
@ApiTags('newsletter')
@Public()
@UseGuards(FormThrottleGuard)
@Controller('newsletter')
export class NewsletterController {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly limiter: RateLimiter,
  ) {}

  @Post('subscriptions')
  @HttpCode(202)
  @ApiZodBody(newsletterSubscribeSchema)
  @ApiZodResponse(202, newsletterSubscribeResponseSchema, 'Confirmation mail on its way (same answer for any address)')
  @ApiErrors(400, 429)
  async subscribe(
    @Body(new ZodValidationPipe(newsletterSubscribeSchema)) body: z.output<typeof newsletterSubscribeSchema>,
    @Req() request: Request,
  ): Promise<NewsletterSubscribeResponse> {
    // Each sign-up mails a stranger's address: one address may not send many (issue 13, finding 7).
    await assertAddressLimit(this.limiter, request.ip, NEWSLETTER_SIGNUPS_PER_ADDRESS);
    await this.newsletter.subscribe(body.email, body.language);
    return { status: 'pending' };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiZodBody(newsletterTokenSchema)
  @ApiZodResponse(200, newsletterStatusResponseSchema, 'Subscribed')
  @ApiErrors(400, 429)
  async confirm(
    @Body(new ZodValidationPipe(newsletterTokenSchema)) body: NewsletterToken,
  ): Promise<NewsletterStatusResponse> {
    await this.newsletter.confirm(body.token);
    return { status: 'active' };
  }

  @Post('unsubscribe')
  @HttpCode(200)
  @ApiZodBody(newsletterTokenSchema)
  @ApiZodResponse(200, newsletterStatusResponseSchema, 'Unsubscribed')
  @ApiErrors(400, 429)
  async unsubscribe(
    @Body(new ZodValidationPipe(newsletterTokenSchema)) body: NewsletterToken,
  ): Promise<NewsletterStatusResponse> {
    await this.newsletter.unsubscribe(body.token);
    return { status: 'unsubscribed' };
  }
}
