import { Controller, Delete, Get, HttpCode, Param, Put, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { BACK_IN_STOCK_REQUESTS_PER_ADDRESS, backInStockStatusSchema, type BackInStockStatus } from '@harman/contracts';
import type { Request } from 'express';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { assertAddressLimit } from '../../../common/rate-limit/address-limit';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter';
import { BackInStockService } from './back-in-stock.service';

/** 'Stoğa gelince haber ver' of the signed-in customer on a sold-out product. */
@ApiTags('notifications')
@Roles('user')
@Controller('products/:idOrSlug/back-in-stock')
export class BackInStockController {
  constructor(
    private readonly requests: BackInStockService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @ApiZodResponse(200, backInStockStatusSchema, 'Whether the customer waits for this product')
  @ApiErrors(401, 403, 404)
  status(@CurrentUser() user: AuthenticatedUser, @Param('idOrSlug') idOrSlug: string): Promise<BackInStockStatus> {
    return this.requests.status(user.id, idOrSlug);
  }

  @Put()
  @HttpCode(200)
  @ApiZodResponse(200, backInStockStatusSchema, 'Waiting (false when the product is in stock: nothing to wait for)')
  @ApiErrors(401, 403, 404, 429)
  async request(
    @CurrentUser() user: AuthenticatedUser,
    @Param('idOrSlug') idOrSlug: string,
    @Req() request: Request,
  ): Promise<BackInStockStatus> {
    await assertAddressLimit(this.limiter, request.ip, BACK_IN_STOCK_REQUESTS_PER_ADDRESS);
    return this.requests.request(user.id, idOrSlug);
  }

  @Delete()
  @ApiZodResponse(200, backInStockStatusSchema, 'No longer waiting')
  @ApiErrors(401, 403, 404)
  cancel(@CurrentUser() user: AuthenticatedUser, @Param('idOrSlug') idOrSlug: string): Promise<BackInStockStatus> {
    return this.requests.cancel(user.id, idOrSlug);
  }
}
