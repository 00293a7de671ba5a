import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  adminProductDetailSchema,
  adminProductInputSchema,
  adminProductListQuerySchema,
  adminProductListSchema,
  adminProductUpdateSchema,
  adminStatusChangeSchema,
  stockAdjustmentSchema,
  type AdminProductValues,
} from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { ValidationFailedError } from '../../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { PRODUCT_IMAGE_MAX_BYTES } from '../../media/media.constants';
import { ProductImagesService } from '../../media/product-images.service';
import { actorOf, UuidParam } from '../admin-request';
import { AdminProductsService } from './admin-products.service';

/** Admin › Ürünler. Admin role with a two-factor session (the global guard), every change audited. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/products')
export class AdminProductsController {
  constructor(
    private readonly products: AdminProductsService,
    private readonly images: ProductImagesService,
  ) {}

  @Get()
  @ApiZodQuery(adminProductListQuerySchema)
  @ApiZodResponse(200, adminProductListSchema, 'A page of products with stock and status')
  @ApiErrors(400, 401, 403)
  list(@Query(new ZodValidationPipe(adminProductListQuerySchema)) query: z.output<typeof adminProductListQuerySchema>) {
    return this.products.list(query);
  }

  @Get(':id')
  @ApiZodResponse(200, adminProductDetailSchema, 'The product with variants, stock, pictures and its stock ledger')
  @ApiErrors(401, 403, 404)
  get(@Param('id', UuidParam) id: string) {
    return this.products.get(id);
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(adminProductInputSchema)
  @ApiZodResponse(201, adminProductDetailSchema, 'Created, with a unique Turkish-correct slug')
  @ApiErrors(400, 401, 403, 409)
  create(@Body(new ZodValidationPipe(adminProductInputSchema)) body: AdminProductValues, @CurrentUser() user: AuthenticatedUser) {
    return this.products.create(body, actorOf(user));
  }

  @Put(':id')
  @ApiZodBody(adminProductUpdateSchema)
  @ApiZodResponse(200, adminProductDetailSchema, 'Saved; 409 VERSION_CONFLICT when someone saved since it was loaded')
  @ApiErrors(400, 401, 403, 404, 409)
  update(
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(adminProductUpdateSchema)) body: AdminProductValues & { version: number },
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.products.update(id, body, actorOf(user));
  }

  @Patch(':id/status')
  @ApiZodBody(adminStatusChangeSchema)
  @ApiZodResponse(200, adminProductDetailSchema, 'Hidden or shown again')
  @ApiErrors(400, 401, 403, 404, 409)
  setStatus(
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(adminStatusChangeSchema)) body: z.output<typeof adminStatusChangeSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.products.setActive(id, body.isActive, body.version, actorOf(user));
  }

  @Post(':id/stock')
  @HttpCode(200)
  @ApiZodBody(stockAdjustmentSchema)
  @ApiZodResponse(200, adminProductDetailSchema, 'Stock changed through a recorded adjustment')
  @ApiErrors(400, 401, 403, 404, 409)
  adjustStock(
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(stockAdjustmentSchema)) body: z.output<typeof stockAdjustmentSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.products.adjustStock(id, body, actorOf(user));
  }

  /** multipart/form-data with one file field `image` (JPEG or PNG by content, at most 5 MiB). */
  @Post(':id/images')
  @HttpCode(201)
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } }))
  @ApiConsumes('multipart/form-data')
  @ApiErrors(400, 401, 403, 404, 413)
  async uploadImage(@Param('id', UuidParam) id: string, @UploadedFile() file: { buffer: Buffer } | undefined, @CurrentUser() user: AuthenticatedUser) {
    if (!file) throw new ValidationFailedError({ image: ['required'] });
    return this.images.upload(id, file.buffer, actorOf(user));
  }

  @Delete(':id/images/:imageId')
  @HttpCode(204)
  @ApiErrors(401, 403, 404)
  async removeImage(@Param('id', UuidParam) id: string, @Param('imageId', UuidParam) imageId: string, @CurrentUser() user: AuthenticatedUser) {
    await this.images.remove(id, imageId, actorOf(user));
  }
}
