import { Controller, Get, Header } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { menuLinkSchema, sitePricingSchema, type MenuLink, type SitePricing } from '@harman/contracts';
import { Public } from '../../common/auth/auth.decorators';
import { ApiZodResponse } from '../../common/openapi/zod-openapi';
import { StoreSettingsService } from '../settings/store-settings.service';

/** Site settings the static pages read at run time, so changing them needs no front-end build. */
@ApiTags('site')
@Public()
@Controller('site')
export class SiteController {
  constructor(private readonly settings: StoreSettingsService) {}

  /** Where /menu sends visitors: the external ordering page (admin › Ayarlar; `MENU_ORDERING_URL` until set). */
  @Get('menu')
  @Header('Cache-Control', 'no-cache')
  @ApiZodResponse(200, menuLinkSchema, 'The external ordering page')
  async menu(): Promise<MenuLink> {
    return { url: (await this.settings.get()).menuUrl };
  }

  /** The pricing rules the product page and the policy pages quote (admin › Ayarlar; the contracts' until set). */
  @Get('pricing')
  @Header('Cache-Control', 'no-cache')
  @ApiZodResponse(200, sitePricingSchema, 'Free-shipping threshold, shipping fee (kuruş) and VAT (basis points)')
  pricing(): Promise<SitePricing> {
    return this.settings.pricing();
  }
}
