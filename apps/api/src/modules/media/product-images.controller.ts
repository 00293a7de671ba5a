import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../common/auth/auth.decorators';
import { NotFoundError } from '../../common/errors/app-error';
import { isUuid } from '../catalog/helpers/product-key';
import { ApiErrors } from '../../common/openapi/zod-openapi';
import { ProductImagesService } from './product-images.service';

/** Uploaded product pictures as the shop shows them: the worker's resized JPEG; 404 until it is made. */
@ApiTags('catalog')
@Public()
@Controller('product-images')
export class ProductImagesController {
  constructor(private readonly images: ProductImagesService) {}

  @Get(':file')
  @ApiErrors(404)
  async get(@Param('file') file: string, @Res({ passthrough: true }) response: Response): Promise<StreamableFile> {
    const fileId = file.replace(/\.jpg$/, '');
    if (!file.endsWith('.jpg') || !isUuid(fileId)) throw new NotFoundError();
    const content = await this.images.resized(fileId);
    response.setHeader('Content-Type', 'image/jpeg');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // A file id names one picture forever: its bytes never change.
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    return new StreamableFile(content);
  }
}
