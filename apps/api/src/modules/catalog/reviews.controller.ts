import { Body, Controller, Get, HttpStatus, Param, Put, Query, Req, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewSchema,
  type Review,
  type ReviewListResponse,
} from '@harman/contracts';
import type { Request, Response } from 'express';
import { CurrentUser, Public, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { UnauthorizedError } from '../../common/errors/app-error';
import { ApiErrors, ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { assertAddressLimit } from '../../common/rate-limit/address-limit';
import { RateLimiter } from '../../common/rate-limit/rate-limiter';
import { ReviewsService, type ReviewInputParams, type ReviewListParams } from './reviews.service';

/** Reviews written or rewritten per address and hour, across accounts. */
export const REVIEW_WRITES_PER_ADDRESS = { scope: 'review-write', limit: 20, windowSeconds: 3600 };

@ApiTags('catalog')
@Controller('products/:idOrSlug/reviews')
export class ReviewsController {
  constructor(
    private readonly reviews: ReviewsService,
    private readonly limiter: RateLimiter,
  ) {}

  @Get()
  @Public()
  @ApiZodQuery(reviewListQuerySchema)
  @ApiZodResponse(200, reviewListResponseSchema, 'A page of reviews, newest first, with the computed rating')
  @ApiErrors(400, 404)
  list(
    @Param('idOrSlug') idOrSlug: string,
    @Query(new ZodValidationPipe(reviewListQuerySchema)) query: ReviewListParams,
  ): Promise<ReviewListResponse> {
    return this.reviews.list(idOrSlug, query);
  }

  /** The signed-in customer's review of this product: 201 when new, 200 when it replaces theirs. */
  @Put('mine')
  @Roles('user')
  @ApiZodBody(reviewInputSchema)
  @ApiZodResponse(201, reviewSchema, 'Review created')
  @ApiZodResponse(200, reviewSchema, 'Review replaced')
  @ApiErrors(400, 401, 404, 429)
  async upsert(
    @Param('idOrSlug') idOrSlug: string,
    @Body(new ZodValidationPipe(reviewInputSchema)) body: ReviewInputParams,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Review> {
    // The global guard refuses anonymous callers before this runs; until it is in place, so does this line.
    if (!user) throw new UnauthorizedError();
    // Posting and rewriting, across accounts: one address may not flood the reviews (issue 13, finding 7).
    await assertAddressLimit(this.limiter, request.ip, REVIEW_WRITES_PER_ADDRESS);
    const { review, created } = await this.reviews.upsert(user.id, idOrSlug, body);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return review;
  }
}
