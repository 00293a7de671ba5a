import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { favouriteListSchema, mergeFavouritesSchema, uuidParamSchema, type FavouriteList, type MergeFavouritesInput } from '@harman/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { FavouritesService } from './favourites.service';

const ProductIdParam = () => Param('productId', new ZodValidationPipe(uuidParamSchema));

/** The product page's heart for signed-in customers; every answer is the whole list, newest first. */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account/favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  @Get()
  @ApiZodResponse(200, favouriteListSchema, 'The favourite product ids, newest first')
  @ApiErrors(401)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<FavouriteList> {
    return { productIds: await this.favourites.list(user.id) };
  }

  @Put(':productId')
  @ApiZodResponse(200, favouriteListSchema, 'Added (adding twice changes nothing)')
  @ApiErrors(400, 401, 404, 409)
  async add(@CurrentUser() user: AuthenticatedUser, @ProductIdParam() productId: string): Promise<FavouriteList> {
    return { productIds: await this.favourites.add(user.id, productId) };
  }

  @Delete(':productId')
  @ApiZodResponse(200, favouriteListSchema, 'Removed (removing one that is not there changes nothing)')
  @ApiErrors(400, 401)
  async remove(@CurrentUser() user: AuthenticatedUser, @ProductIdParam() productId: string): Promise<FavouriteList> {
    return { productIds: await this.favourites.remove(user.id, productId) };
  }

  @Post('merge')
  @HttpCode(200)
  @ApiZodBody(mergeFavouritesSchema)
  @ApiZodResponse(200, favouriteListSchema, "The browser's favourites added to the account's")
  @ApiErrors(400, 401)
  async merge(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(mergeFavouritesSchema)) body: MergeFavouritesInput): Promise<FavouriteList> {
    return { productIds: await this.favourites.merge(user.id, body.productIds) };
  }
}
