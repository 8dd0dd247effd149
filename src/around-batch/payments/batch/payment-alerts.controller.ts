import type { PaymentAlertList, PaymentAlertResolved, PaymentModification } from '@contracts/payments';
import { batchStreamId } from '@machines/batch';
import { Controller, Get, HttpCode, Inject, Param, Put, Query } from '@nestjs/common';
import { Roles } from '../../../platform/auth/auth.decorators';
import { ApiError } from '../../../platform/web/api-error';
import type { WithDates } from '../../../platform/web/with-dates';
import { EVENT_STORE, type EventStore } from '../../../platform/event-store/event-store.port';
import { PaymentAlertsRepository, type PaymentAlertRow } from './payment-alerts.repository';
import { ProviderModifications } from './provider-modifications';

// Strict shape: a looser pattern let `-` × 36 reach a uuid column and answer 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What staff must look at about card money (refused capture, cancel or refund), and what the provider was asked. */
@Controller('api/admin/payments')
export class PaymentAlertsController {
  constructor(
    private readonly alerts: PaymentAlertsRepository,
    private readonly modifications: ProviderModifications,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** `GET /api/admin/payments/alerts?batch_id=&open=true&limit=` → `{ results: [alert] }` newest first. */
  @Get('alerts')
  @Roles('staff', 'auditor')
  async list(
    @Query('batch_id') batchId?: string,
    @Query('open') open?: string,
    @Query('limit') limit?: string,
  ): Promise<Omit<PaymentAlertList, 'results'> & { results: PaymentAlertRow[] }> {
    if (batchId !== undefined && !UUID.test(batchId))
      throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'batch_id' });
    const n = limit === undefined ? 100 : Number(limit);
    if (!Number.isInteger(n) || n < 1 || n > 500)
      throw new ApiError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'limit' });
    return { results: await this.alerts.list({ batchId, open: open === 'true', limit: n }) };
  }

  /** `PUT /api/admin/payments/alerts/{id}/resolve` (staff) → `{ resolved: true }`; 404 unknown, 409 already resolved. */
  @Put('alerts/:id/resolve')
  @HttpCode(200)
  @Roles('staff')
  async resolve(@Param('id') id: string): Promise<PaymentAlertResolved> {
    const outcome = UUID.test(id) ? await this.alerts.resolve(id) : 'not_found';
    if (outcome === 'not_found') throw new ApiError(404, 'PAYMENT_ALERT_NOT_FOUND', 'Not Found', {});
    // Resolving twice is a mistake worth saying (two operators on one alert), never a silent success.
    if (outcome === 'already_resolved')
      throw new ApiError(409, 'PAYMENT_ALERT_ALREADY_RESOLVED', 'This alert was already resolved', { id });
    return { resolved: true };
  }

  /** `GET /api/admin/payments/modifications/{batchId}` → `{ results: [capture | cancel | refund asked of the provider] }`. */
  @Get('modifications/:batchId')
  @Roles('staff', 'auditor')
  async ofBatch(
    @Param('batchId') batchId: string,
  ): Promise<{ results: Array<WithDates<PaymentModification, 'created_at'>> }> {
    const notFound = () => new ApiError(404, 'BATCH_NOT_FOUND', "Can't find order", {});
    if (!UUID.test(batchId)) throw notFound();
    const rows = await this.modifications.ofBatch(batchId.toLowerCase());
    // No rows may mean "nothing asked yet" or "no such batch": the store tells them apart (DESIGN §6: missing is 404).
    if (
      rows.length === 0 &&
      (await this.store.readStream(batchStreamId(batchId.toLowerCase()), { maxCount: 1 })).length === 0
    )
      throw notFound();
    return { results: rows.map((r) => ({ ...r, amount_value: Number(r.amount_value) })) };
  }
}
