import type { PromoCodeList, PromoCodeView } from '@contracts/promotions';
import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { Clock } from '../../platform/clock/clock';
import { NewPromoCodeDto, PromoCodeChangesDto } from './promo-code.dto';
import { parseNewPromoCode, parsePromoCodeChanges } from './promo-code.input';
import { promoCodeJson } from './promo-code.types';
import { PromoCodesRepository } from './promo-codes.repository';
import { orNotFound } from '../../platform/web/api-error';
import { promoCodeNotFound } from './promotions.errors';
import { normaliseCode, PromotionsService } from './promotions.service';

/** Staff manage promo codes (console/admin promo-codes screen). Auditors may read. */
@Controller('api/admin/promo-codes')
export class PromoCodesAdminController {
  constructor(
    private readonly promotions: PromotionsService,
    private readonly codes: PromoCodesRepository,
    private readonly clock: Clock,
  ) {}

  @Get()
  @Roles('staff', 'auditor')
  async list(): Promise<PromoCodeList> {
    const codes = await this.promotions.list();
    return { results: codes.map(promoCodeJson), count: codes.length };
  }

  @Get(':code')
  @Roles('staff', 'auditor')
  async get(@Param('code') code: string): Promise<PromoCodeView> {
    return promoCodeJson(orNotFound(await this.codes.find(normaliseCode(code)), promoCodeNotFound));
  }

  @Post()
  @Roles('staff')
  async create(@Body() body: NewPromoCodeDto, @CurrentActor() actor: Actor): Promise<PromoCodeView> {
    return promoCodeJson(await this.promotions.create(parseNewPromoCode(body, actor.id, this.clock.now())));
  }

  @Patch(':code')
  @Roles('staff')
  async update(@Param('code') code: string, @Body() body: PromoCodeChangesDto): Promise<PromoCodeView> {
    const current = await this.codes.find(normaliseCode(code));
    if (!current) throw promoCodeNotFound();
    const { changes, expire } = parsePromoCodeChanges(body, current.kind);
    return promoCodeJson(await this.promotions.update(current.code, changes, expire));
  }
}
