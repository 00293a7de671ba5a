import { Injectable } from '@nestjs/common';
import type { CatalogEntry, CatalogResponse } from '@harman/contracts';
import { DataSource } from 'typeorm';
import { CATALOG_OVERVIEW_SQL } from './helpers/catalog-overview-sql';

interface CatalogRow {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  parent_id: string | null;
  description: string;
  description_en: string;
  products: CatalogEntry[];
}

/** The printable catalogue (`/catalog`): the whole range by category, as a price list needs it. */
@Injectable()
export class CatalogOverviewService {
  constructor(private readonly dataSource: DataSource) {}

  async overview(): Promise<CatalogResponse> {
    const rows = await this.dataSource.query<CatalogRow[]>(CATALOG_OVERVIEW_SQL);
    return {
      categories: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        nameEn: row.name_en,
        parentId: row.parent_id,
        description: row.description,
        descriptionEn: row.description_en,
        products: row.products,
      })),
    };
  }
}
