import { Injectable } from '@nestjs/common';
import type { ProductListResponse } from '@harman/contracts';
import { PRODUCT_LIST_CACHE_ENTRIES, PRODUCT_LIST_CACHE_TTL_MS } from './helpers/product-list-key';
import type { SerializedPage } from './helpers/serialized-page';
import { TtlCache } from './helpers/ttl-cache';

/**
 * Shop pages by their normalised query, encoded for the wire, so a popular search costs the database (and the
 * JSON encoding) once per TTL.
 */
@Injectable()
export class ProductListCache extends TtlCache<SerializedPage<ProductListResponse>> {
  constructor() {
    super(PRODUCT_LIST_CACHE_TTL_MS, PRODUCT_LIST_CACHE_ENTRIES);
  }
}
