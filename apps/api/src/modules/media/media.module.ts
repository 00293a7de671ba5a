import { Module } from '@nestjs/common';
import { SecurityLogModule } from '../../common/security/security-log.module';
import { MediaQueue } from './media.queue';
import { ProductImagesController } from './product-images.controller';
import { ProductImagesService } from './product-images.service';

/** Product pictures: upload (used by the admin), the `media` queue's producer, and the public picture route. */
@Module({
  imports: [SecurityLogModule],
  controllers: [ProductImagesController],
  providers: [MediaQueue, ProductImagesService],
  exports: [ProductImagesService],
})
export class MediaModule {}
