import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  accountOverviewSchema,
  orderListQuerySchema,
  orderListSchema,
  splitFullName,
  type AccountOverview,
  type OrderList,
  type OrderListQuery,
} from '@harman/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodQuery, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { UsersService } from '../users/users.service';
import { CustomerOrdersReader } from './customer-orders.reader';

/** The overview's greeting and figures, and the order history with its filters. */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account')
export class OrdersController {
  constructor(
    private readonly orders: CustomerOrdersReader,
    private readonly users: UsersService,
  ) {}

  @Get('overview')
  @ApiZodResponse(200, accountOverviewSchema, 'Greeting name, order figures and the 5 latest orders')
  @ApiErrors(401)
  async overview(@CurrentUser() current: AuthenticatedUser): Promise<AccountOverview> {
    const user = await this.users.getById(current.id);
    const { recent, ...stats } = await this.orders.stats(user.id);
    return { firstName: splitFullName(user.fullName).firstName || null, stats, recentOrders: recent };
  }

  @Get('orders')
  @ApiZodQuery(orderListQuerySchema)
  @ApiZodResponse(200, orderListSchema, 'The customer’s orders, filtered and sorted')
  @ApiErrors(400, 401)
  list(
    @CurrentUser() current: AuthenticatedUser,
    @Query(new ZodValidationPipe(orderListQuerySchema)) query: OrderListQuery,
  ): Promise<OrderList> {
    return this.orders.list(current.id, query);
  }
}
