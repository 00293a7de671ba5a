import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  createReleaseSchema,
  releaseListSchema,
  releaseSchema,
  remoteRegistrySchema,
  REMOTE_NAMES,
  type CreateRelease,
  type RemoteName,
  type RemoteRegistry,
} from '@harman/contracts';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { DeployTokenGuard } from './deploy-token.guard';
import { ReleasesService } from './releases.service';
import { RemoteNamePipe } from './remote-name.pipe';
import { Public } from '../../common/auth/auth.decorators';

const RemoteNameParam = () => ApiParam({ name: 'name', enum: REMOTE_NAMES });

@ApiTags('platform')
// Deploy tooling authenticates with the deploy token (DeployTokenGuard), not a user session.
@Public()
@Controller('platform/remotes')
export class RemotesController {
  constructor(private readonly releases: ReleasesService) {}

  /** Read by the shell at every page load: never cached, so a deploy shows at the next load. */
  @Get()
  @Header('Cache-Control', 'no-cache')
  @ApiZodResponse(200, remoteRegistrySchema, 'The active release of each remote')
  async registry(): Promise<RemoteRegistry> {
    return { remotes: await this.releases.activeRemotes() };
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
  @ApiZodResponse(201, releaseSchema, 'The release, now the only active one of the remote')
  @ApiErrors(400, 401, 404)
  publish(
    @Param('name', RemoteNamePipe) name: RemoteName,
    @Body(new ZodValidationPipe(createReleaseSchema)) body: CreateRelease,
  ) {
    return this.releases.publish(name, body);
  }

  @Post(':name/rollback')
  @HttpCode(200)
  @UseGuards(DeployTokenGuard)
  @ApiBearerAuth()
  @RemoteNameParam()
  @ApiZodResponse(200, releaseSchema, 'The release now active')
  @ApiErrors(401, 404)
  rollback(@Param('name', RemoteNamePipe) name: RemoteName) {
    return this.releases.rollback(name);
  }
}
