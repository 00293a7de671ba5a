import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import {
  adminCanarySchema,
  adminReleaseActionSchema,
  adminReleasesSchema,
  releaseSchema,
  REMOTE_NAMES,
  type AdminCanary,
  type AdminReleaseAction,
  type RemoteName,
} from '@harman/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { ReleasesService } from '../../platform/releases.service';
import { RemoteNamePipe } from '../../platform/remote-name.pipe';
import { actorOf } from '../admin-request';
import { AdminReleasesService } from './admin-releases.service';

const RemoteNameParam = () => ApiParam({ name: 'name', enum: REMOTE_NAMES });

/** Admin › Sürümler: the remotes' releases, canaries and rollbacks. Each change writes its audit row. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/releases')
export class AdminReleasesController {
  constructor(
    private readonly overview: AdminReleasesService,
    private readonly releases: ReleasesService,
  ) {}

  @Get()
  @ApiZodResponse(200, adminReleasesSchema, 'Per remote, newest first, with share and error rate')
  @ApiErrors(401, 403)
  list() {
    return this.overview.overview();
  }

  @Post(':name/activate')
  @HttpCode(200)
  @RemoteNameParam()
  @ApiZodBody(adminReleaseActionSchema)
  @ApiZodResponse(200, releaseSchema, 'Now the only active release (any canary ended)')
  @ApiErrors(400, 401, 403, 404)
  activate(
    @Param('name', RemoteNamePipe) name: RemoteName,
    @Body(new ZodValidationPipe(adminReleaseActionSchema)) body: AdminReleaseAction,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.releases.activate(name, body.version, { actor: actorOf(user) });
  }

  @Post(':name/canary')
  @HttpCode(200)
  @RemoteNameParam()
  @ApiZodBody(adminCanarySchema)
  @ApiZodResponse(200, releaseSchema, 'The canary with its new share (100: active for everyone)')
  @ApiErrors(400, 401, 403, 404, 409)
  canary(
    @Param('name', RemoteNamePipe) name: RemoteName,
    @Body(new ZodValidationPipe(adminCanarySchema)) body: AdminCanary,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.releases.setCanary(name, body.version, body.percent, { actor: actorOf(user) });
  }

  @Post(':name/promote')
  @HttpCode(200)
  @RemoteNameParam()
  @ApiZodResponse(200, releaseSchema, 'The canary, now active for everyone')
  @ApiErrors(401, 403, 404)
  promote(@Param('name', RemoteNamePipe) name: RemoteName, @CurrentUser() user: AuthenticatedUser) {
    return this.releases.promote(name, { actor: actorOf(user) });
  }

  @Post(':name/rollback')
  @HttpCode(200)
  @RemoteNameParam()
  @ApiZodResponse(200, releaseSchema, 'The release active now (the canary ended, or the previous one)')
  @ApiErrors(401, 403, 404)
  rollback(@Param('name', RemoteNamePipe) name: RemoteName, @CurrentUser() user: AuthenticatedUser) {
    return this.releases.rollback(name, { actor: actorOf(user) }, `Rolled back by ${user.email}`);
  }
}
