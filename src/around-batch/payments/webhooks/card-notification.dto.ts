import { Allow } from 'class-validator';
import type { CardNotificationBody, NotificationRequestItem } from '@contracts/payments';
import { dtoMatches } from '../../../platform/web/dto-contract';

/**
 * POST /api/payments/webhooks: the card provider's notification, as the provider signs it. Its items
 * are not validated here on purpose: each is checked by hand (PAYMENT_NOTIFICATION_INVALID, the
 * code the provider's integration documents) and then by its HMAC over the fields as sent, so the
 * pipe must neither reshape nor strip anything inside them. The signature is over parsed fields, not
 * the raw body, so this DTO changes nothing the check reads.
 */
export class CardNotificationDto {
  @Allow() live: 'true' | 'false';
  @Allow() notificationItems: Array<{ NotificationRequestItem: NotificationRequestItem }>;
}

// The DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<CardNotificationDto, CardNotificationBody>(true);
