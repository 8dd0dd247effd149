import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import { itemProgress } from '../batch-shared/item-progress';

/** Money was taken (or held) for the order: its unbought items are paid for, not merely requested. */
export const isPaid = (detail: BatchDetail): boolean =>
  (detail.payment?.authorised ?? detail.batch.payments?.authorised ?? 0) > 0;

/** One item's own state in words (batch-shared/item-progress.ts). */
export function ItemProgressText({ state, paid }: { state: string; paid: boolean }) {
  const { t } = useTranslation();
  const progress = itemProgress(state, paid);
  return <>{progress ? t(`batch.itemProgress.${progress}`) : t('common.unknownStatus')}</>;
}
