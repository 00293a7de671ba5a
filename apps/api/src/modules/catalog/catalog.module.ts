import { Module } from '@nestjs/common';
import { RateLimitModule } from '../../common/rate-limit/rate-limit.module';
import { CatalogController } from './catalog.controller';
import { CatalogOverviewService } from './catalog-overview.service';
import { ProductListCache } from './product-list-cache';
import { ProductListFastPath } from './product-list-fast-path';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [RateLimitModule],
  controllers: [ProductsController, ReviewsController, CatalogController],
  providers: [ProductsService, ProductListCache, ProductListFastPath, ReviewsService, CatalogOverviewService],
  // The admin clears the shop's page cache after a catalogue change, so the next request shows it.
  exports: [ProductListCache],
})
export class CatalogModule {}
