import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { productDetailSchema, productListQuerySchema, productListResponseSchema } from '@harman/contracts';
import { ApiErrors, ApiZodQuery, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { ProductsService, type ProductListParams } from './products.service';
import { Public } from '../../common/auth/auth.decorators';

@ApiTags('catalog')
@Public()
@Controller('products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Get()
  @ApiZodQuery(productListQuerySchema)
  @ApiZodResponse(200, productListResponseSchema, 'A page of products and the count per category')
  @ApiErrors(400)
  list(@Query(new ZodValidationPipe(productListQuerySchema)) query: ProductListParams) {
    return this.products.list(query);
  }

  @Get(':idOrSlug')
  @ApiZodResponse(200, productDetailSchema, 'The product with its variants, images and stock')
  @ApiErrors(404)
  get(@Param('idOrSlug') idOrSlug: string) {
    return this.products.get(idOrSlug);
  }
}
