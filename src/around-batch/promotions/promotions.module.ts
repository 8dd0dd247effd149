import { Module } from '@nestjs/common';
import { BatchWriteModule } from '../../batch';
import { CouponController } from './coupon.controller';
import { PromoCodesAdminController } from './promo-codes-admin.controller';
import { PromoCodesRepository } from './promo-codes.repository';
import { PromotionsService } from './promotions.service';

/** Promo codes: staff management, the requester's coupon on a batch, redemptions on payment. */
@Module({
  imports: [BatchWriteModule],
  controllers: [PromoCodesAdminController, CouponController],
  providers: [PromoCodesRepository, PromotionsService],
  exports: [PromotionsService],
})
export class PromotionsModule {}
