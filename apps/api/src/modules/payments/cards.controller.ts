import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  savedCardListSchema,
  savedCardSchema,
  saveCardSchema,
  updateCardSchema,
  uuidParamSchema,
  type SaveCardInput,
  type SavedCard,
  type SavedCardList,
  type UpdateCardInput,
} from '@harman/contracts';
import { CurrentUser, Roles, type AuthenticatedUser } from '../../common/auth/auth.decorators';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../common/openapi/zod-openapi';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { CardsService } from './cards.service';

const IdParam = () => Param('id', new ZodValidationPipe(uuidParamSchema));

/** Saved cards. The bodies are strict allowlists: a card number or CVC field is a 400. */
@ApiTags('account')
@Roles('user', 'admin')
@Controller('account/cards')
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  @Get()
  @ApiZodResponse(200, savedCardListSchema, 'Saved cards, default first (last four digits only)')
  @ApiErrors(401)
  async list(@CurrentUser() user: AuthenticatedUser): Promise<SavedCardList> {
    return { cards: await this.cards.list(user.id) };
  }

  @Post()
  @HttpCode(201)
  @ApiZodBody(saveCardSchema)
  @ApiZodResponse(201, savedCardSchema, 'Saved')
  @ApiErrors(400, 401, 409)
  add(@CurrentUser() user: AuthenticatedUser, @Body(new ZodValidationPipe(saveCardSchema)) body: SaveCardInput): Promise<SavedCard> {
    return this.cards.add(user.id, body);
  }

  @Patch(':id')
  @ApiZodBody(updateCardSchema)
  @ApiZodResponse(200, savedCardSchema, 'Saved')
  @ApiErrors(400, 401, 404)
  update(
    @CurrentUser() user: AuthenticatedUser,
    @IdParam() id: string,
    @Body(new ZodValidationPipe(updateCardSchema)) body: UpdateCardInput,
  ): Promise<SavedCard> {
    return this.cards.update(user.id, id, body);
  }

  @Post(':id/default')
  @HttpCode(200)
  @ApiZodResponse(200, savedCardSchema, 'Now the default')
  @ApiErrors(400, 401, 404)
  makeDefault(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<SavedCard> {
    return this.cards.makeDefault(user.id, id);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiErrors(400, 401, 404)
  async remove(@CurrentUser() user: AuthenticatedUser, @IdParam() id: string): Promise<void> {
    await this.cards.remove(user.id, id);
  }
}
