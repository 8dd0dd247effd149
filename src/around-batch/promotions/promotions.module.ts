import { Module } from '@nestjs/common';
import { BatchAccessModule } from '../payments/batch/batch-access.module';
import { ApplyCouponHandler, RemoveCouponHandler } from './coupon.commands';
import { CouponController } from './coupon.controller';
import { PromoCodesAdminController } from './promo-codes-admin.controller';
import { PromoCodesRepository } from './promo-codes.repository';
import { PromotionsService } from './promotions.service';

/** Promo codes: staff management, the requester's coupon on a batch, redemptions on payment. */
@Module({
  imports: [BatchAccessModule],
  controllers: [PromoCodesAdminController, CouponController],
  providers: [PromoCodesRepository, PromotionsService, ApplyCouponHandler, RemoveCouponHandler],
  exports: [PromotionsService],
})
export class PromotionsModule {}
