import type { JobsOptions } from 'bullmq';

export const MEDIA_QUEUE_NAME = 'media';
export const MEDIA_JOB_NAME = 'resize-product-image';
export interface MediaJobData {
  fileId: string;
}
export const MEDIA_JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: 1_000,
  removeOnFail: 1_000,
};
/** The longest side of a product picture as the shop serves it. */
export const PRODUCT_IMAGE_MAX_PX = 1_200;
/** Decoding stops above this many pixels: a 'PNG bomb' is refused before it is inflated. */
export const PRODUCT_IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const PRODUCT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export const productImageUrl = (fileId: string) => `/api/product-images/${fileId}.jpg`;
