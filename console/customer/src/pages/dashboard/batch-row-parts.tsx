import { Box, Button, Link, Tooltip, Typography } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BatchListItem } from '@contracts/batch/batch-list';
import { formatMoney } from '../batch-shared/format';
import { itemImageUrl } from '../batch-shared/item-image';
import { OrderChatButton } from '../../chat/order-chat-button';
import { partialRefundOf } from '@shared/status/partial-refund';
import { useStatusHeadline } from '../batch-shared/status-headline';

export const detailPath = (row: BatchListItem) => `/dashboard/${row.type}/${row.id}`;

/** The first item's picture (a placeholder without one), its name linking to the details, the order ID under it. */
export function RowItem({ row }: { row: BatchListItem }) {
  const { t } = useTranslation();
  const src = itemImageUrl(row.first_item?.image_id);
  const size = { width: 48, height: 48, flexShrink: 0, borderRadius: 1 };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      {src ? (
        // The name beside it says what it shows: the picture itself is decoration.
        <Box component="img" src={src} alt="" sx={{ ...size, objectFit: 'cover' }} data-testid="batch-row-thumbnail" />
      ) : (
        <Box
          sx={{ ...size, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}
          data-testid="batch-row-no-thumbnail"
        >
          <ImageOutlinedIcon color="disabled" />
        </Box>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={detailPath(row)}
          sx={{ display: 'block', overflowWrap: 'anywhere' }}
          data-testid="batch-row-name"
        >
          {row.first_item?.name ?? row.batch_number}
        </Link>
        <Typography variant="caption" color="text.secondary" data-testid="batch-row-number">
          {t('batch.list.orderId', { number: row.batch_number })}
        </Typography>
      </Box>
    </Box>
  );
}

/** "2 items", and how many are bought once buying has started. */
export function RowCount({ row }: { row: BatchListItem }) {
  const { t } = useTranslation();
  return (
    <>
      <span data-testid="batch-row-count" data-count={row.item_count}>
        {t('batch.list.itemCount', { count: row.item_count })}
      </span>
      {row.purchased_items > 0 && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('batch.list.purchasedCount', { count: row.purchased_items })}
        </Typography>
      )}
    </>
  );
}

/** What the requester pays, in HKD; "Awaiting quote" before the buyer has priced it. */
export function RowTotal({ row }: { row: BatchListItem }) {
  const { t, i18n } = useTranslation();
  return (
    <span data-testid="batch-row-total" data-amount={row.total_hkd ?? ''}>
      {row.total_hkd === null ? t('batch.list.noTotal') : formatMoney(row.total_hkd, 'HKD', i18n.language)}
    </span>
  );
}

/** The row's status, "1 of 2 items refunded" of a partial refund as on the order page. */
export function RowStatus({ row }: { row: BatchListItem }) {
  const partial = partialRefundOf(row.refunded_items, row.ordered_items);
  const text = useStatusHeadline(row.status, partial);
  return <span data-refunded-items={partial?.count ?? ''}>{text}</span>;
}

/** The Hong Kong date of an instant, as "Wed, 16 Dec" in the reader's language (the pickup point is in Hong Kong). */
function hongKongDay(iso: string, locale: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Hong_Kong',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at);
}

/**
 * At the pickup point, the countdown the order page shows, in one line under the status: "Pick up
 * by Wed, 16 Dec · 3 days left", or "Overdue since …" once free storage has ended. The server
 * counts the days, so the row needs no clock.
 */
export function RowPickup({ row }: { row: BatchListItem }) {
  const { t, i18n } = useTranslation();
  const pickup = row.pickup;
  if (!pickup) return null;
  const date = hongKongDay(pickup.free_until, i18n.language);
  return (
    <Typography
      variant="caption"
      color={pickup.overdue ? 'error' : 'text.secondary'}
      sx={{ display: 'block', fontWeight: pickup.overdue ? 600 : undefined }}
      data-testid="batch-row-pickup"
      data-free-until={pickup.free_until}
      data-days-left={pickup.days_left}
      data-overdue={pickup.overdue}
    >
      {pickup.overdue
        ? t('batch.list.pickupOverdue', { date })
        : t('batch.list.pickupBy', { date, count: pickup.days_left })}
    </Typography>
  );
}

/** No buyer yet means nobody to talk to: the button explains itself, disabled. */
export function RowChat({ row }: { row: BatchListItem }) {
  const { t } = useTranslation();
  if (row.buyer_id)
    return <OrderChatButton size="small" testId="batch-row-chat" batch={{ ...row, buyer_id: row.buyer_id }} />;
  return (
    <Tooltip title={t('batch.list.chatSoon')}>
      <span>
        <Button size="small" disabled startIcon={<ChatBubbleOutlineIcon />}>
          {t('batch.list.chat')}
        </Button>
      </span>
    </Tooltip>
  );
}

export function RowDetails({ row }: { row: BatchListItem }) {
  const { t } = useTranslation();
  return (
    <Button size="small" component={RouterLink} to={detailPath(row)} data-testid="batch-row-view">
      {t('batch.list.view')}
    </Button>
  );
}
