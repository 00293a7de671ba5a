import { Injectable } from '@nestjs/common';
import { PRODUCT_LIST_CACHE_ENTRIES, PRODUCT_LIST_CACHE_TTL_MS } from './helpers/product-list-key';
import { TtlCache } from './helpers/ttl-cache';
import type { ListPage } from './products.service';

/**
 * Shop pages by their normalised query, encoded for the wire, so a popular search costs the database (and the
 * JSON encoding) once per TTL.
 */
@Injectable()
export class ProductListCache extends TtlCache<ListPage> {
  constructor() {
    super(PRODUCT_LIST_CACHE_TTL_MS, PRODUCT_LIST_CACHE_ENTRIES);
  }
}
