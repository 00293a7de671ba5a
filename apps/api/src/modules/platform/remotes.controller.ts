import { Body, Controller, Get, Header, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  createReleaseSchema,
  releaseListSchema,
  releaseSchema,
  releaseTableSchema,
  remoteRegistrySchema,
  REMOTE_NAMES,
  type CreateRelease,
  type RemoteName,
  type ReleaseTable,
  type RemoteRegistry,
} from '@harman/contracts';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { DeployTokenGuard } from './deploy-token.guard';
import { ReleasesService } from './releases.service';
import { RemoteNamePipe } from './remote-name.pipe';
import { CurrentUser, Public, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { cohortOf } from './cohort';
import { VisitorCookie } from './visitor-cookie';
import { ReleaseHealthService } from './release-health.service';

const RemoteNameParam = () => ApiParam({ name: 'name', enum: REMOTE_NAMES });

@ApiTags('platform')
// Deploy tooling authenticates with the deploy token (DeployTokenGuard), not a user session.
@Public()
@Controller('platform/remotes')
export class RemotesController {
  constructor(
    private readonly releases: ReleasesService,
    private readonly visitors: VisitorCookie,
    private readonly health: ReleaseHealthService,
  ) {}

  /**
   * Read by the shell at every page load: never cached, so a deploy shows at the next load. Each visitor gets the
   * release of their cohort (a canary's share); a visitor without the visitor cookie is given one.
   */
  @Get()
  @Header('Cache-Control', 'private, no-cache')
  @Header('Vary', 'Cookie')
  @ApiZodResponse(200, remoteRegistrySchema, 'The release of each remote for this visitor')
  async registry(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<RemoteRegistry> {
    const visitorId = this.visitors.ensure(request, response, user?.id);
    return { remotes: await this.releases.activeRemotes(cohortOf(visitorId)), healthSampleRate: this.health.pageLoadSampleRate() };
  }

  /**
   * The whole table, for the shell's document server: it gives each anonymous visitor their cohort's registry
   * itself and reads this again only when the release generation moves (tools/stack/release-table.mjs). Counts no
   * page load: that server samples the loads it serves.
   */
  @Get('table')
  @Header('Cache-Control', 'no-cache')
  @ApiZodResponse(200, releaseTableSchema, 'Every active and canary release, and how the document server names cohorts and samples reports')
  async table(): Promise<ReleaseTable> {
    return {
      releases: await this.releases.table(),
      visitorCookie: { name: this.visitors.name(), secure: this.visitors.secure },
      reportedLoadsPerMinute: this.health.fullyReportedLoadsPerMinute,
    };
  }

  @Get(':name/releases')
  @UseGuards(DeployTokenGuard)
  @ApiBearerAuth()
  @RemoteNameParam()
  @ApiZodResponse(200, releaseListSchema, 'Every release of the remote, newest first')
  @ApiErrors(401, 404)
  async list(@Param('name', RemoteNamePipe) name: RemoteName) {
    return { releases: await this.releases.list(name) };
  }

  @Post(':name/releases')
  @HttpCode(201)
  @UseGuards(DeployTokenGuard)
  @ApiBearerAuth()
  @RemoteNameParam()
  @ApiZodBody(createReleaseSchema)
  @ApiZodResponse(201, releaseSchema, 'The release: the only active one of the remote, or with canaryPercent < 100 its canary')
  @ApiErrors(400, 401, 404)
  publish(
    @Param('name', RemoteNamePipe) name: RemoteName,
    @Body(new ZodValidationPipe(createReleaseSchema)) body: CreateRelease,
  ) {
    return this.releases.publish(name, body);
  }

  @Post(':name/promote')
  @HttpCode(200)
  @UseGuards(DeployTokenGuard)
  @ApiBearerAuth()
  @RemoteNameParam()
  @ApiZodResponse(200, releaseSchema, 'The canary, now active for every visitor')
  @ApiErrors(401, 404)
  promote(@Param('name', RemoteNamePipe) name: RemoteName) {
    return this.releases.promote(name, { actor: null });
  }

  @Post(':name/rollback')
  @HttpCode(200)
  @UseGuards(DeployTokenGuard)
  @ApiBearerAuth()
  @RemoteNameParam()
  @ApiZodResponse(200, releaseSchema, 'Ends the canary if there is one, else activates the previous release; answers the active release')
  @ApiErrors(401, 404)
  rollback(@Param('name', RemoteNamePipe) name: RemoteName) {
    return this.releases.rollback(name, { actor: null });
  }
}
