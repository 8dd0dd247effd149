import { Box, Link, Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail, BatchFeesView } from '@contracts/batch/batch-detail';
import type { FeeAmounts } from '@machines/pricing';
import { formatLb, formatMoney } from '../batch-shared/format';
import { BreakdownRow, QuoteBreakdown } from '../batch-shared/quote-breakdown';
import { numeric, TableHeadRow, type ColumnHeading } from '@shared/ui/table-head-row';

import { itemImageUrl as imageUrl } from '../batch-shared/item-image';
import { ItemProgressText, isPaid } from './item-progress-text';

/** The items with their figures, then the fees (spec §3): subtotal, shipping, service fee, total, buyer's earnings. */
/** The request's items; amounts and weights sit right. */
const ITEM_COLUMNS: readonly ColumnHeading[] = [
  'batch.items.name',
  'batch.items.details',
  numeric('batch.items.quantity'),
  numeric('batch.items.price'),
  numeric('batch.items.weight'),
  numeric('batch.items.sellerShipping'),
  'batch.items.state',
];

export function ItemsTable({ detail, buyer }: { detail: BatchDetail; buyer: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const fees = detail.batch.fees;
  const paid = isPaid(detail);
  return (
    <Box>
      <TableContainer>
        <Table size="small" data-testid="items-table">
          <TableHeadRow columns={ITEM_COLUMNS} translate={t} />
          <TableBody>
            {detail.batch.items.map((item, index) => (
              <TableRow key={item.id} data-testid={`item-row-${index}`}>
                <TableCell>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    {imageUrl(item.imageId) && (
                      <Box
                        component="img"
                        src={imageUrl(item.imageId)!}
                        alt={item.name}
                        sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
                        data-testid={`item-image-${index}`}
                      />
                    )}
                    <Link href={item.link} target="_blank" rel="noreferrer noopener" data-testid={`item-link-${index}`}>
                      {item.name}
                    </Link>
                  </Box>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line' }}>
                  {[item.brand, item.color, item.size].filter(Boolean).join(' / ')}
                </TableCell>
                <TableCell align="right">{item.quantity}</TableCell>
                <TableCell align="right" data-testid={`item-price-${index}`}>
                  {money(item.price.amount, item.price.currency)}
                </TableCell>
                <TableCell align="right">{t('batch.items.lb', { value: formatLb(item.weight) })}</TableCell>
                <TableCell align="right">{money(item.sellerShipping, item.price.currency)}</TableCell>
                <TableCell data-testid={`item-state-${index}`} data-state={item.state}>
                  <ItemProgressText state={item.state} paid={paid} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {fees && <FeesSummary detail={detail} fees={fees} buyer={buyer} />}
    </Box>
  );
}

/**
 * The fees as the shared quote breakdown (the detail's current quote, else the stored fees through
 * the same function); the buyer also sees their earning, which is not part of the quote.
 */
function FeesSummary({ detail, fees, buyer }: { detail: BatchDetail; fees: BatchFeesView; buyer: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <QuoteBreakdown
      fees={detail.quote ?? (fees as FeeAmounts)}
      testId="fees-summary"
      maxWidth={420}
      testIds={{
        item_subtotal: 'fee-subtotal',
        international_shipping: 'fee-shipping',
        additional_fee: 'fee-additional',
        service_fee: 'fee-service',
        insurance_fee: 'fee-insurance',
        coupon_discount: 'fee-coupon',
        total: 'fee-total',
        hkd_total: 'fee-total-hkd',
      }}
      after={
        buyer &&
        fees.buyerEarning !== undefined && (
          <BreakdownRow
            label={t('fees.buyerEarning')}
            testId="fee-buyer-earning"
            amount={fees.buyerEarning}
            text={formatMoney(fees.buyerEarning, fees.currency, i18n.language)}
          />
        )
      }
    />
  );
}
