import type { ReactNode } from 'react';
import { Box, List, ListItem, ListItemText, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { trackingLink } from '@shared/config/tracking-link';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { displayText } from '../app/display-text';
import { usePhone } from '../app/phone';
import { usePublicConfig } from '../app/public-config';
import { statusLabel } from '../app/status-label';
import { ITEM_COLUMNS } from './item-columns';
import { money } from './money';

type Row = Record<string, unknown>;
const obj = (v: unknown): Row => (v && typeof v === 'object' ? (v as Row) : {});

/** A status name as the operator's words (`status.*`), never the raw code; none is a dash. */
export const statusText = (translate: TranslateFunction, name: unknown) =>
  typeof name === 'string' && name ? statusLabel(translate, name, translate('admin.staffNotes.unknownState')) : '—';
/** An item's state (`batch.itemState.*`). */
const itemStateText = (translate: TranslateFunction, name: unknown) =>
  typeof name === 'string' && name ? translate(`batch.itemState.${name}`, { _: statusText(translate, name) }) : '—';
/** Measured sides (spec §9) as "L × W × H"; a dash until measured. */
const sidesText = (v: unknown): string => {
  const d = v && typeof v === 'object' ? (v as Row) : null;
  return d ? `${String(d.lengthCm)} × ${String(d.widthCm)} × ${String(d.heightCm)}` : '—';
};
/** An item's price in its own currency (the fees' when the item names none). */
const priceText = (item: Row, feesCurrency: unknown) =>
  money(obj(item.price).amount ?? item.price, obj(item.price).currency ?? item.currency ?? feesCurrency);

/** The tracking number, linking out to the configured B2B tracker (spec §7) when there is one. */
function TrackingCell({ number }: { number: unknown }) {
  const config = usePublicConfig();
  const text = displayText(number, '—');
  const href = typeof number === 'string' ? trackingLink(config?.trackingLinkTemplate, number) : null;
  if (!href) return <>{text}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="admin-tracking-link">
      {text}
    </a>
  );
}

/** One item on a phone: name, quantity and price, then its state, tracking, site order, shipping and measures. */
function PhoneItem({ item, feesCurrency }: { item: Row; feesCurrency: unknown }) {
  const translate = useTranslate();
  const detail = (label: string, value: ReactNode, testId?: string) => (
    <Box component="span" sx={{ display: 'block' }}>
      {`${translate(label)}: `}
      <span data-testid={testId}>{value}</span>
    </Box>
  );
  return (
    <ListItem disableGutters divider>
      <ListItemText
        sx={{ overflowWrap: 'anywhere' }}
        primary={`${String(item.name)} × ${String(item.quantity)} · ${priceText(item, feesCurrency)}`}
        secondary={
          <>
            {detail(
              'admin.batches.fields.itemState',
              itemStateText(translate, item.state ?? item.status),
              'admin-item-state',
            )}
            {detail('admin.batches.fields.tracking', <TrackingCell number={item.tracking_number} />)}
            {detail('admin.batchShow.siteOrderId', displayText(item.purchase_site_order_id, '—'))}
            {detail('admin.batchShow.shippingStatus', statusText(translate, item.shipping_status))}
            {detail('admin.measureParcel.measured', sidesText(item.dimensions), 'admin-item-dimensions')}
          </>
        }
      />
    </ListItem>
  );
}

/** A batch's items: a table from `sm` up, one list row per item on a phone (eight columns do not fit 360 px). */
export function BatchItems({ items, feesCurrency }: { items: Row[]; feesCurrency: unknown }) {
  const translate = useTranslate();
  if (usePhone())
    return (
      <List dense disablePadding data-testid="admin-batch-items">
        {items.map((item) => (
          <PhoneItem key={String(item.id)} item={item} feesCurrency={feesCurrency} />
        ))}
      </List>
    );
  return (
    <Table size="small" data-testid="admin-batch-items">
      <TableHeadRow
        columns={[
          ...ITEM_COLUMNS,
          'admin.batches.fields.tracking',
          'admin.batchShow.siteOrderId',
          'admin.batchShow.shippingStatus',
          'admin.measureParcel.measured',
        ]}
        translate={translate}
      />
      <TableBody>
        {items.map((item) => (
          <TableRow key={String(item.id)}>
            <TableCell>{String(item.name)}</TableCell>
            <TableCell>{String(item.quantity)}</TableCell>
            <TableCell>{priceText(item, feesCurrency)}</TableCell>
            <TableCell data-testid="admin-item-state">{itemStateText(translate, item.state ?? item.status)}</TableCell>
            <TableCell>
              <TrackingCell number={item.tracking_number} />
            </TableCell>
            <TableCell>{displayText(item.purchase_site_order_id, '—')}</TableCell>
            <TableCell>{statusText(translate, item.shipping_status)}</TableCell>
            <TableCell data-testid="admin-item-dimensions">{sidesText(item.dimensions)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
