import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { adminReviewListQuerySchema, adminReviewListSchema, adminReviewSchema, reviewVisibilitySchema } from '@harman/contracts';
import type { z } from 'zod';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../../common/pipes/zod-validation.pipe';
import { actorOf, UuidParam } from '../admin-request';
import { AdminReviewsService } from './admin-reviews.service';

/** Admin › Yorumlar. */
@ApiTags('admin')
@Roles('admin')
@Controller('admin/reviews')
export class AdminReviewsController {
  constructor(private readonly reviews: AdminReviewsService) {}

  @Get()
  @ApiZodQuery(adminReviewListQuerySchema)
  @ApiZodResponse(200, adminReviewListSchema, 'Reviews, newest first, hidden ones included')
  @ApiErrors(400, 401, 403)
  list(@Query(new ZodValidationPipe(adminReviewListQuerySchema)) query: z.output<typeof adminReviewListQuerySchema>) {
    return this.reviews.list(query);
  }

  @Patch(':id')
  @ApiZodBody(reviewVisibilitySchema)
  @ApiZodResponse(200, adminReviewSchema, 'Hidden or restored, with the product’s recomputed rating')
  @ApiErrors(400, 401, 403, 404)
  setVisibility(
    @Param('id', UuidParam) id: string,
    @Body(new ZodValidationPipe(reviewVisibilitySchema)) body: z.output<typeof reviewVisibilitySchema>,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    return this.reviews.setHidden(id, body.hidden, actorOf(user));
  }
}
