import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { storeSettingsResponseSchema, storeSettingsUpdateSchema, type StoreSettingsUpdate } from '@harman/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { StoreSettingsService } from '../../settings/store-settings.service';
import { actorOf } from '../admin-request';

/** Admin › Ayarlar: shipping, VAT, cash on delivery, staff address and the /menu URL. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: StoreSettingsService) {}

  @Get()
  @ApiZodResponse(200, storeSettingsResponseSchema, 'The settings in force (the defaults until first saved, version 0)')
  @ApiErrors(401, 403)
  get() {
    return this.settings.get();
  }

  @Put()
  @ApiZodBody(storeSettingsUpdateSchema)
  @ApiZodResponse(200, storeSettingsResponseSchema, 'Saved; the next cart quote uses them')
  @ApiErrors(400, 401, 403, 409)
  update(@Body(new ZodValidationPipe(storeSettingsUpdateSchema)) body: StoreSettingsUpdate, @CurrentUser() user: AuthenticatedUser) {
    return this.settings.update(body, actorOf(user));
  }
}
