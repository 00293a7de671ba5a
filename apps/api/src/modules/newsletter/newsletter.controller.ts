import { Body, Controller, HttpCode, Post } from '@nestjs/common';
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
import type { z } from 'zod';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { NewsletterService } from './newsletter.service';
import { Public } from '../../common/auth/auth.decorators';

@ApiTags('newsletter')
@Public()
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post('subscriptions')
  @HttpCode(202)
  @ApiZodBody(newsletterSubscribeSchema)
  @ApiZodResponse(202, newsletterSubscribeResponseSchema, 'Confirmation mail on its way (same answer for any address)')
  @ApiErrors(400)
  async subscribe(
    @Body(new ZodValidationPipe(newsletterSubscribeSchema)) body: z.output<typeof newsletterSubscribeSchema>,
  ): Promise<NewsletterSubscribeResponse> {
    await this.newsletter.subscribe(body.email, body.language);
    return { status: 'pending' };
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiZodBody(newsletterTokenSchema)
  @ApiZodResponse(200, newsletterStatusResponseSchema, 'Subscribed')
  @ApiErrors(400)
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
  @ApiErrors(400)
  async unsubscribe(
    @Body(new ZodValidationPipe(newsletterTokenSchema)) body: NewsletterToken,
  ): Promise<NewsletterStatusResponse> {
    await this.newsletter.unsubscribe(body.token);
    return { status: 'unsubscribed' };
  }
}
