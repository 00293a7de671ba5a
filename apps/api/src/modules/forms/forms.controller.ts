import { applyDecorators, Body, Controller, Get, Header, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  academyFormSchema,
  CONTACT_SERVER_MESSAGES,
  contactFormSchema,
  formAllowanceSchema,
  formSubmissionResponseSchema,
  formTokenResponseSchema,
  franchiseFormSchema,
  wholesaleFormSchema,
  type AcademyForm,
  type ContactForm,
  type FormAllowance,
  type FormSubmissionResponse,
  type FormTokenResponse,
  type FranchiseForm,
  type WholesaleForm,
} from '@harman/contracts';
import type { Request, Response } from 'express';
import { Public } from '../../common/auth/auth.decorators';
import { FormThrottleGuard } from '../../common/http/form-throttle/form-throttle.guard';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { clientInfo } from './helpers/client-info';
import { ACADEMY_FORM, CONTACT_FORM, FRANCHISE_FORM, WHOLESALE_FORM } from './helpers/form-definitions';
import { submissionAnswer } from './helpers/submission-answer';
import { FormSubmissionsService } from './form-submissions.service';
import { FormAllowanceService } from './rate-limit/form-allowance.service';
import { readCookie } from './form-token/cookies';
import { FormTokenGuard } from './form-token/form-token.guard';
import { FORM_BROWSER_COOKIE, FormTokenService } from './form-token/form-token.service';

/** A form's `POST /forms/<name>`: anti-forgery token, the form's schema in OpenAPI, 201 with the submission. */
function FormEndpoint(name: string, schema: Parameters<typeof ApiZodBody>[0]) {
  return applyDecorators(
    Post(name),
    HttpCode(201),
    UseGuards(FormTokenGuard),
    ApiZodBody(schema),
    ApiZodResponse(201, formSubmissionResponseSchema, 'Stored; receipt and staff alert queued'),
    ApiErrors(400, 403, 429),
  );
}

/**
 * The public forms (no sign-in). Every request first passes the burst guard (FormThrottleGuard, FORM_REQUEST_BURST:
 * 120 a minute per address over all form endpoints, in Redis). Each post needs the anti-forgery token of
 * `GET /forms/token`, is validated with the schema the browser uses, and is limited per form to 5 per e-mail and
 * 10 per address in any hour (sliding windows: a submission counts for the hour after it; FormRateLimiter).
 */
@ApiTags('forms')
@Public()
@UseGuards(FormThrottleGuard)
@Controller('forms')
export class FormsController {
  constructor(
    private readonly submissions: FormSubmissionsService,
    private readonly tokens: FormTokenService,
    private readonly allowances: FormAllowanceService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('token')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(200, formTokenResponseSchema, 'A fresh anti-forgery token for this browser (also sets its cookie)')
  @ApiErrors(429)
  issueToken(@Req() request: Request, @Res({ passthrough: true }) response: Response): FormTokenResponse {
    const issued = this.tokens.issue(readCookie(request, FORM_BROWSER_COOKIE));
    if (issued.newBrowserId) {
      response.cookie(FORM_BROWSER_COOKIE, issued.newBrowserId, {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.config.nodeEnv === 'production',
        path: '/api/forms',
        maxAge: 365 * 24 * 3600 * 1000,
      });
    }
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString() };
  }

  /**
   * What the caller's address has left of the contact form's hour, read without using a submission: the form
   * warns on load, before anyone writes. By address only (an e-mail's count would tell who has written to us).
   */
  @Get('contact/allowance')
  @Header('Cache-Control', 'no-store')
  @ApiZodResponse(200, formAllowanceSchema, "The address's submissions left this hour (not limited, 5 when the limit store is down)")
  @ApiErrors(429)
  contactAllowance(@Req() request: Request): Promise<FormAllowance> {
    return this.allowances.forAddress(CONTACT_FORM.kind, clientInfo(request).ip);
  }

  @FormEndpoint('contact', contactFormSchema)
  async contact(
    @Body(new ZodValidationPipe(contactFormSchema, CONTACT_SERVER_MESSAGES)) body: ContactForm,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FormSubmissionResponse> {
    return submissionAnswer(await this.submissions.submit(CONTACT_FORM, body, clientInfo(request)), response);
  }

  @FormEndpoint('franchise', franchiseFormSchema)
  async franchise(
    @Body(new ZodValidationPipe(franchiseFormSchema)) body: FranchiseForm,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FormSubmissionResponse> {
    return submissionAnswer(await this.submissions.submit(FRANCHISE_FORM, body, clientInfo(request)), response);
  }

  @FormEndpoint('academy', academyFormSchema)
  async academy(
    @Body(new ZodValidationPipe(academyFormSchema)) body: AcademyForm,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FormSubmissionResponse> {
    return submissionAnswer(await this.submissions.submit(ACADEMY_FORM, body, clientInfo(request)), response);
  }

  @FormEndpoint('wholesale', wholesaleFormSchema)
  async wholesale(
    @Body(new ZodValidationPipe(wholesaleFormSchema)) body: WholesaleForm,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FormSubmissionResponse> {
    return submissionAnswer(await this.submissions.submit(WHOLESALE_FORM, body, clientInfo(request)), response);
  }
}
