import { Body, Controller, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  customerDetailSchema,
  customerListQuerySchema,
  customerListSchema,
  customerRoleChangeSchema,
  customerStatusChangeSchema,
  type CustomerRoleChange,
} from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { actorOf, UuidParam } from '../admin-request';
import { CustomersService } from './customers.service';

/** Admin › Müşteriler. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/customers')
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @ApiZodQuery(customerListQuerySchema)
  @ApiZodResponse(200, customerListSchema, 'Accounts, newest first')
  @ApiErrors(400, 401, 403)
  list(@Query(new ZodValidationPipe(customerListQuerySchema)) query: z.output<typeof customerListQuerySchema>) {
    return this.customers.list(query);
  }

  @Get(':id')
  @ApiZodResponse(200, customerDetailSchema, 'The account with addresses, orders and total spent')
  @ApiErrors(401, 403, 404)
  get(@Param('id', UuidParam) id: string) {
    return this.customers.get(id);
  }

  @Patch(':id/status')
  @ApiZodBody(customerStatusChangeSchema)
  @ApiZodResponse(200, customerDetailSchema, 'Locked (sessions ended) or unlocked')
  @ApiErrors(400, 401, 403, 404, 409)
  setStatus(
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(customerStatusChangeSchema)) body: z.output<typeof customerStatusChangeSchema>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.customers.setStatus(id, body.status, actorOf(user));
  }

  @Post(':id/sessions/end')
  @HttpCode(200)
  @ApiErrors(401, 403, 404, 409)
  endSessions(@Param('id', UuidParam) id: string, @CurrentUser() user: AuthenticatedUser) {
    return this.customers.endSessions(id, actorOf(user));
  }

  @Post(':id/verification')
  @HttpCode(204)
  @ApiErrors(401, 403, 404, 409)
  async resendVerification(@Param('id', UuidParam) id: string, @CurrentUser() user: AuthenticatedUser) {
    await this.customers.resendVerification(id, actorOf(user));
  }

  @Put(':id/role')
  @ApiZodBody(customerRoleChangeSchema)
  @ApiZodResponse(200, customerDetailSchema, 'Role changed (confirmed by typing the e-mail); their sessions end')
  @ApiErrors(400, 401, 403, 404, 409)
  changeRole(
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(customerRoleChangeSchema)) body: CustomerRoleChange,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.customers.changeRole(id, body, actorOf(user));
  }
}
