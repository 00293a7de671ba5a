import { Injectable } from '@nestjs/common';
import { detectImageType } from '@harman/contracts';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { AppError, NotFoundError } from '../../common/errors/app-error';
import { AuditLog, type AuditActor } from '../../common/security/audit-log';
import { PRODUCT_IMAGE_MAX_INPUT_PIXELS, productImageUrl } from './media.constants';
import { MediaQueue } from './media.queue';

/**
 * Product pictures staff upload: checked by content (JPEG or PNG magic bytes, and it must decode within the pixel
 * limit), stored as sent, listed on the product at once, and resized by the `media` worker before the shop serves
 * it. The first picture of a product becomes its main one.
 */
@Injectable()
export class ProductImagesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly queue: MediaQueue,
    private readonly audit: AuditLog,
  ) {}

  async upload(productId: string, upload: Buffer, actor: AuditActor): Promise<{ id: string; url: string }> {
    const type = detectImageType(upload);
    if (!type) throw new AppError(400, 'UNSUPPORTED_FILE_TYPE', 'Only JPEG and PNG images are accepted');
    try {
      const { format } = await sharp(upload, { limitInputPixels: PRODUCT_IMAGE_MAX_INPUT_PIXELS, failOn: 'error' }).metadata();
      if (format !== (type === 'image/jpeg' ? 'jpeg' : 'png')) throw new Error('Content and decoder disagree');
    } catch {
      throw new AppError(400, 'IMAGE_UNREADABLE', 'The image could not be read');
    }
    const result = await this.dataSource.transaction(async (manager) => {
      const [product] = await manager.query<{ name: string }[]>(`SELECT name FROM products WHERE id = $1 FOR UPDATE`, [productId]);
      if (!product) throw new NotFoundError('PRODUCT_NOT_FOUND', 'Product not found');
      const [file] = await manager.query<{ id: string }[]>(
        `INSERT INTO product_image_files (product_id, original, original_type) VALUES ($1, $2, $3) RETURNING id`,
        [productId, upload, type],
      );
      const url = productImageUrl(file.id);
      const [image] = await manager.query<{ id: string }[]>(
        `INSERT INTO product_images (product_id, url, alt_text, sort_order, is_primary)
         SELECT $1, $2, $3, COALESCE(MAX(sort_order) + 1, 0), NOT bool_or(is_primary) IS TRUE
         FROM product_images WHERE product_id = $1 RETURNING id`,
        [productId, url, product.name],
      );
      await manager.query(`UPDATE products SET version = version + 1 WHERE id = $1`, [productId]);
      await this.audit.record(manager, { actor, action: 'product.image_add', targetType: 'product', targetId: productId, changes: { image: url } });
      return { id: image.id, url, fileId: file.id };
    });
    await this.queue.add(result.fileId);
    return { id: result.id, url: result.url };
  }

  async remove(productId: string, imageId: string, actor: AuditActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [image] = await manager.query<{ url: string; is_primary: boolean }[]>(
        `DELETE FROM product_images WHERE id = $1 AND product_id = $2 RETURNING url, is_primary`,
        [imageId, productId],
      );
      if (!image) throw new NotFoundError();
      if (image.is_primary) {
        await manager.query(
          `UPDATE product_images SET is_primary = true WHERE id = (SELECT id FROM product_images WHERE product_id = $1 ORDER BY sort_order LIMIT 1)`,
          [productId],
        );
      }
      await manager.query(`UPDATE products SET version = version + 1 WHERE id = $1`, [productId]);
      await this.audit.record(manager, { actor, action: 'product.image_remove', targetType: 'product', targetId: productId, changes: { image: image.url } });
    });
  }

  /** The resized picture, once the worker made it. */
  async resized(fileId: string): Promise<Buffer> {
    const [file] = await this.dataSource.query<{ content: Buffer | null }[]>(
      `SELECT content FROM product_image_files WHERE id = $1 AND status = 'ready'`,
      [fileId],
    );
    if (!file?.content) throw new NotFoundError();
    return file.content;
  }
}
