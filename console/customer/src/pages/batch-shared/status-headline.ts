import { useTranslation } from 'react-i18next';
import { statusLabel } from '@shared/i18n/server-text';
import { statusWithRefund, type PartialRefund } from '@shared/status/partial-refund';

/**
 * An order's status in words, counting the items of a partial refund (`statusWithRefund`: "1 of 2
 * items refunded", or "Item Sent · 1 of 2 items refunded" after later progress). The order page's
 * headline and the dashboards' rows say the same.
 */
export function useStatusHeadline(status: string, partial: PartialRefund | null): string {
  const { t, i18n } = useTranslation();
  const label = statusLabel(status, t, (k) => i18n.exists(k));
  return statusWithRefund(status, label, partial, ({ count, total }) =>
    t('batch.headline.itemsRefunded', { count, total }),
  );
}
