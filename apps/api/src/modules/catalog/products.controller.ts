import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { productDetailSchema, productListQuerySchema, productListResponseSchema } from '@harman/contracts';
import { ApiErrors, ApiZodQuery, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ProductsService, type ProductListParams } from './products.service';
import { Public } from '../../common/auth/auth.decorators';

// GET /api/products is mostly answered before the framework, with the same bytes (product-list-fast-path.ts):
// this route defines it (OpenAPI, guards, errors) and answers every request the fast path leaves to it.
@ApiTags('catalog')
@Public()
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiZodQuery(productListQuerySchema)
  @ApiZodResponse(200, productListResponseSchema, 'A page of product cards in the asked language and the count per category')
  @ApiErrors(400)
  async list(
    @Query(new ZodValidationPipe(productListQuerySchema)) query: ProductListParams,
    @Headers('cache-control') cacheControl: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const fresh = /\bno-cache\b/i.test(cacheControl ?? '');
    const page = await this.products.list(query, { fresh });
    // The database time of an answer read for this request (the bench's p95 figure).
    if (fresh) response.setHeader('Server-Timing', `db;dur=${page.databaseMs.toFixed(2)}`);
    // Sent as encoded when cached; with its entity tag, a client that has this page gets a bodiless 304.
    response.setHeader('ETag', page.etag);
    response.setHeader('Cache-Control', 'no-cache');
    response.type('application/json').send(page.json);
  }

  @Get(':idOrSlug')
  @ApiZodResponse(200, productDetailSchema, 'The product with its variants, images and stock')
  @ApiErrors(404)
  get(@Param('idOrSlug') idOrSlug: string) {
    return this.products.get(idOrSlug);
  }
}
