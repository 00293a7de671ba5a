import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Req,
  Res,
  StreamableFile,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { careersFormSchema, CV_RULES, formSubmissionResponseSchema, type CareersForm, type FormSubmissionResponse } from '@harman/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Public, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { FormThrottleGuard } from '../../common/http/form-throttle/form-throttle.guard';
import { AuditLog } from '../../common/security/audit-log';
import { ApiErrors, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { attachmentHeader } from './cv/cv-file-name';
import type { UploadedCv } from './cv/uploaded-cv';
import { CareersService } from './careers.service';
import { AdminOnlyGuard } from './helpers/admin-only.guard';
import { clientInfo } from './helpers/client-info';
import { submissionAnswer } from './helpers/submission-answer';
import { FormTokenGuard } from './form-token/form-token.guard';

/** Multer keeps the upload in memory within these bounds; a larger file is refused with 413 while streaming. */
const CV_UPLOAD = {
  limits: { fileSize: CV_RULES.maxBytes, files: 1, fields: 12, fieldSize: 8 * 1024, parts: 14, headerPairs: 50 },
};

@ApiTags('forms')
@Controller('forms/careers')
export class CareersController {
  constructor(
    private readonly careers: CareersService,
    private readonly audit: AuditLog,
  ) {}

  /**
   * A job application: the form's fields plus an optional CV (.pdf, .doc, .docx by content, at most 5 MiB). The
   * burst guard and the token come before the upload is read.
   */
  @Post()
  @Public()
  @HttpCode(201)
  @UseGuards(FormThrottleGuard, FormTokenGuard)
  @UseInterceptors(FileInterceptor('cv', CV_UPLOAD))
  @ApiConsumes('multipart/form-data')
  @ApiZodResponse(201, formSubmissionResponseSchema, 'Stored with its CV; receipt and staff alert queued')
  @ApiErrors(400, 403, 413, 429)
  async apply(
    @Body(new ZodValidationPipe(careersFormSchema)) body: CareersForm,
    @UploadedFile() cv: UploadedCv | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FormSubmissionResponse> {
    return submissionAnswer(await this.careers.apply(body, cv, clientInfo(request)), response);
  }

  /** Staff download of an application's CV: always as an attachment, never rendered by the browser. */
  @Get(':applicationId/cv')
  @Roles('admin')
  @UseGuards(AdminOnlyGuard)
  @ApiErrors(401, 404)
  async downloadCv(
    @Param('applicationId') applicationId: string,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<StreamableFile> {
    const cv = await this.careers.openCv(applicationId);
    // Who read an applicant's CV, and when (admin › Denetim kaydı).
    await this.audit.recordDetached({
      kind: 'admin',
      actor: { id: user.id, email: user.email },
      action: 'inbox.cv_download',
      targetType: 'careers',
      targetId: applicationId,
    });
    response.setHeader('Content-Type', cv.contentType);
    response.setHeader('Content-Disposition', attachmentHeader(cv.fileName));
    response.setHeader('Content-Security-Policy', "sandbox; default-src 'none'");
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(cv.stream, { length: cv.sizeBytes });
  }
}
