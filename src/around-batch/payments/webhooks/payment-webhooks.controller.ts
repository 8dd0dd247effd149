import { Body, Controller, Header, HttpCode, Inject, Post } from '@nestjs/common';
import { Public } from '../../../platform/auth/auth.decorators';
import { notificationMalformed, notificationSignatureInvalid } from '../payments.errors';
import { PAYMENTS_OPTIONS, type PaymentsOptions } from '../payments.options';
import { hasValidSignature, type NotificationRequestItem } from '../provider/notification-signature';
import { CardNotificationDto } from './card-notification.dto';
import { PaymentNotificationProcessor } from './payment-notification.processor';
import { PaymentNotificationStore } from './payment-notification.store';

/**
 * The provider's notification webhook. Public (the provider has no session) but every item must
 * carry a valid HMAC signature: one bad item refuses the whole delivery and stores nothing.
 */
@Controller('api/payments/webhooks')
export class PaymentWebhooksController {
  constructor(
    @Inject(PAYMENTS_OPTIONS) private readonly options: PaymentsOptions,
    private readonly store: PaymentNotificationStore,
    private readonly processor: PaymentNotificationProcessor,
  ) {}

  @Post()
  @Public()
  @HttpCode(200)
  @Header('content-type', 'text/plain; charset=utf-8')
  async receive(@Body() body: CardNotificationDto): Promise<string> {
    const items = notificationItems(body);
    if (!items.every((item) => hasValidSignature(item, this.options.hmacKeyHex))) throw notificationSignatureInvalid();
    const payments = await this.store.storeAll(items);
    this.processor.kick(payments);
    // The provider's expected acknowledgement; anything else makes it retry.
    return '[accepted]';
  }
}

function notificationItems(body: unknown): NotificationRequestItem[] {
  const list = (body as { notificationItems?: unknown } | null)?.notificationItems;
  if (!Array.isArray(list) || list.length === 0)
    throw notificationMalformed('notificationItems must be a non-empty array');
  return list.map((entry: unknown, index) => {
    const item = (entry as { NotificationRequestItem?: unknown } | null)?.NotificationRequestItem as
      Record<string, unknown> | undefined;
    const amount = item?.amount as { value?: unknown; currency?: unknown } | undefined;
    const strings = ['pspReference', 'merchantAccountCode', 'merchantReference', 'eventCode'];
    if (!item || strings.some((key) => typeof item[key] !== 'string' || item[key] === ''))
      throw notificationMalformed(`item ${index} lacks ${strings.join(', ')}`);
    if (item.success !== 'true' && item.success !== 'false')
      throw notificationMalformed(`item ${index}: success must be "true" or "false"`);
    if (
      !amount ||
      !Number.isInteger(amount.value) ||
      typeof amount.currency !== 'string' ||
      amount.currency.length !== 3
    )
      throw notificationMalformed(`item ${index}: amount { value, currency } is required`);
    return item as unknown as NotificationRequestItem;
  });
}
