import { Controller, Get, HttpCode, Param, Put, Query } from '@nestjs/common';
import { Roles } from '../../auth/auth.decorators';
import { ApiError } from '../../common/api-error';
import { PaymentAlertsRepository } from './payment-alerts.repository';
import { ProviderModifications } from './provider-modifications';

const UUID = /^[0-9a-f-]{36}$/i;

/** What staff must look at about card money (refused capture, cancel or refund), and what the provider was asked. */
@Controller('api/admin/payments')
export class PaymentAlertsController {
  constructor(
    private readonly alerts: PaymentAlertsRepository,
    private readonly modifications: ProviderModifications,
  ) {}

  /** `GET /api/admin/payments/alerts?batch_id=&open=true&limit=` → `{ results: [alert] }` newest first. */
  @Get('alerts')
  @Roles('staff', 'auditor')
  async list(@Query('batch_id') batchId?: string, @Query('open') open?: string, @Query('limit') limit?: string) {
    if (batchId !== undefined && !UUID.test(batchId)) throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'batch_id' });
    const n = limit === undefined ? 100 : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > 500) throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'limit' });
    return { results: await this.alerts.list({ batchId, open: open === 'true', limit: n }) };
  }

  /** `PUT /api/admin/payments/alerts/{id}/resolve` (staff) → `{ resolved: true }`. */
  @Put('alerts/:id/resolve')
  @HttpCode(200)
  @Roles('staff')
  async resolve(@Param('id') id: string) {
    if (!UUID.test(id) || !(await this.alerts.resolve(id))) throw new ApiError(404, 'PAYMENT_ALERT_NOT_FOUND', 'Not Found', {});
    return { resolved: true };
  }

  /** `GET /api/admin/payments/modifications/{batchId}` → `{ results: [capture | cancel | refund asked of the provider] }`. */
  @Get('modifications/:batchId')
  @Roles('staff', 'auditor')
  async ofBatch(@Param('batchId') batchId: string) {
    if (!UUID.test(batchId)) throw new ApiError(404, 'BATCH_NOT_FOUND', "Can't find order", {});
    const rows = await this.modifications.ofBatch(batchId.toLowerCase());
    return { results: rows.map((r) => ({ ...r, amount_value: Number(r.amount_value) })) };
  }
}
