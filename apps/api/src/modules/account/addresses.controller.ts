import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  addressInputSchema,
  addressListSchema,
  addressSchema,
  uuidParamSchema,
  type Address,
  type AddressInput,
  type AddressList,
} from '@harman/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { AddressesService } from './addresses.service';

const IdParam = () => Param('id', new ZodValidationPipe(uuidParamSchema));

@ApiTags('account')
@Roles('user', 'admin')
@Controller('account/addresses')
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get()
  @ApiZodResponse(200, addressListSchema, 'The address book, default first')
  @ApiErrors(401)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<AddressList> {
    return { addresses: await this.addresses.list(user.id) };
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(addressInputSchema)
  @ApiZodResponse(201, addressSchema, 'Added (the first address is the default)')
  @ApiErrors(400, 401, 409)
  create(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(addressInputSchema)) body: AddressInput): Promise<Address> {
    return this.addresses.create(user.id, body);
  }

  @Put(':id')
  @ApiZodBody(addressInputSchema)
  @ApiZodResponse(200, addressSchema, 'Saved')
  @ApiErrors(400, 401, 404)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body(new ZodValidationPipe(addressInputSchema)) body: AddressInput,
  ): Promise<Address> {
    return this.addresses.update(user.id, id, body);
  }

  @Post(':id/default')
  @HttpCode(200)
  @ApiZodResponse(200, addressSchema, 'Now the default')
  @ApiErrors(400, 401, 404)
  makeDefault(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<Address> {
    return this.addresses.makeDefault(user.id, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiErrors(400, 401, 404)
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<void> {
    await this.addresses.remove(user.id, id);
  }
}
