import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { catalogResponseSchema, type CatalogResponse } from '@harman/contracts';
import { Public } from '../../common/auth/auth.decorators';
import { ApiZodResponse } from '../../common/openapi/zod-openapi';
import { CatalogOverviewService } from './catalog-overview.service';

@ApiTags('catalog')
@Public()
@Controller('catalog')
export class CatalogController {
  constructor(private readonly catalog: CatalogOverviewService) {}

  @Get()
  @ApiZodResponse(200, catalogResponseSchema, 'Every active product under its category, for the printable catalogue')
  overview(): Promise<CatalogResponse> {
    return this.catalog.overview();
  }
}
