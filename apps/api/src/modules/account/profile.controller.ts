import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Patch,
  Put,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  AVATAR_MAX_BYTES,
  avatarResultSchema,
  profileSchema,
  updateProfileSchema,
  type Profile,
  type UpdateProfileInput,
} from '@harman/contracts';
import type { Response } from 'express';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ValidationFailedError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { AvatarService } from './avatar.service';
import { ProfileService } from './profile.service';

/** The signed-in user's profile and picture; every query is scoped to the session's user. */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account')
export class ProfileController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly avatars: AvatarService,
  ) {}

  @Get('profile')
  @ApiZodResponse(200, profileSchema, 'The profile form’s data')
  @ApiErrors(401)
  get(@CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return this.profiles.get(user.id);
  }

  @Patch('profile')
  @ApiZodBody(updateProfileSchema)
  @ApiZodResponse(200, profileSchema, 'Saved')
  @ApiErrors(400, 401)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Body(new ZodValidationPipe(updateProfileSchema)) body: UpdateProfileInput,
  ): Promise<Profile> {
    return this.profiles.update(user.id, body);
  }

  /** multipart/form-data with one file field `avatar`; larger than 5 MB is refused while streaming (413). */
  @Put('avatar')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    FileInterceptor('avatar', { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 0, parts: 1 } }),
  )
  @ApiZodResponse(200, avatarResultSchema, 'Stored (re-encoded)')
  @ApiErrors(400, 401, 413)
  uploadAvatar(@CurrentUser() user: AuthenticatedUser, @UploadedFile() file: { buffer: Buffer } | undefined) {
    if (!file) throw new ValidationFailedError({ avatar: ['required'] });
    return this.avatars.save(user.id, file.buffer);
  }

  @Delete('avatar')
  @HttpCode(204)
  @ApiErrors(401)
  async removeAvatar(@CurrentUser() user: AuthenticatedUser): Promise<void> {
    await this.avatars.remove(user.id);
  }

  /** Served as an image that cannot run anything: its own type, nosniff, a sandboxing CSP, private cache. */
  @Get('avatar')
  @ApiErrors(401, 404)
  async avatar(@CurrentUser() user: AuthenticatedUser, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const avatar = await this.avatars.get(user.id);
    response.set({
      'Content-Type': avatar.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': `inline; filename="avatar.${avatar.contentType === 'image/png' ? 'png' : 'jpg'}"`,
      'Cache-Control': 'private, max-age=86400',
    });
    return new StreamableFile(avatar.content);
  }
}
