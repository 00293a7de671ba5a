import { Module } from '@nestjs/common';
import { DeployTokenGuard } from './deploy-token.guard';
import { ReleasesService } from './releases.service';
import { RemotesController } from './remotes.controller';

@Module({
  controllers: [RemotesController],
  providers: [ReleasesService, DeployTokenGuard],
})
export class PlatformModule {}
