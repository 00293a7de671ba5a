import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { menuLinkSchema, type MenuLink } from '@harman/contracts';
import { Public } from '../../common/auth/auth.decorators';
import { ApiZodResponse } from '../../common/openapi/zod-openapi';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Site settings the static pages read at run time, so changing them needs no front-end build. */
@ApiTags('site')
@Public()
@Controller('site')
export class SiteController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Where /menu sends visitors: the external ordering page (`MENU_ORDERING_URL`). */
  @Get('menu')
  @Header('Cache-Control', 'public, max-age=300')
  @ApiZodResponse(200, menuLinkSchema, 'The external ordering page')
  menu(): MenuLink {
    return { url: this.config.forms.menuOrderingUrl };
  }
}
