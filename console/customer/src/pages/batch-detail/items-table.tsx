import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail, BatchFeesView } from '@contracts/batch/batch-detail';
import { formatLb, formatMoney } from '../batch-shared/format';

/** Item pictures are stored under items/ by POST /api/upload/ and served from /api/uploads/. */
const imageUrl = (imageId: string | null): string | null =>
  imageId && /^items\/[\w-]+\.jpg$/.test(imageId) ? `/api/uploads/${imageId}` : null;

/** The items with their figures, then the fees (spec §3): subtotal, shipping, service fee, total, buyer's earnings. */
export function ItemsTable({ detail, buyer }: { detail: BatchDetail; buyer: boolean }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number, currency: string) => formatMoney(amount, currency, i18n.language);
  const fees = detail.batch.fees;
  return (
    <Box>
      <TableContainer>
        <Table size="small" data-testid="items-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('batch.items.name')}</TableCell>
              <TableCell>{t('batch.items.details')}</TableCell>
              <TableCell align="right">{t('batch.items.quantity')}</TableCell>
              <TableCell align="right">{t('batch.items.price')}</TableCell>
              <TableCell align="right">{t('batch.items.weight')}</TableCell>
              <TableCell align="right">{t('batch.items.sellerShipping')}</TableCell>
              <TableCell>{t('batch.items.state')}</TableCell>
            </TableRow>
          </TableHead>
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
                <TableCell>{t(`batch.itemState.${item.state}`, { defaultValue: t('common.unknownStatus') })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {fees && <FeesSummary fees={fees} buyer={buyer} />}
    </Box>
  );
}

function FeesSummary({ fees, buyer }: { fees: BatchFeesView; buyer: boolean }) {
  const { t, i18n } = useTranslation();
  const row = (key: string, amount: number, testId: string, negative = false) => (
    <TableRow>
      <TableCell>{t(key)}</TableCell>
      <TableCell align="right" data-testid={testId}>
        {negative ? '-' : ''}
        {formatMoney(amount, fees.currency, i18n.language)}
      </TableCell>
    </TableRow>
  );
  const shipping = fees.sellerShipping + fees.localShipping + fees.internationalShipping;
  return (
    <Table size="small" sx={{ maxWidth: 420, ml: 'auto', mt: 2 }} data-testid="fees-summary">
      <TableBody>
        {row('batch.fees.subtotal', fees.itemSubtotal, 'fee-subtotal')}
        {row('batch.fees.shipping', shipping, 'fee-shipping')}
        {fees.additionalFee > 0 && row('batch.fees.additional', fees.additionalFee, 'fee-additional')}
        {row('batch.fees.serviceFee', fees.serviceFee, 'fee-service')}
        {fees.insuranceFee > 0 && row('batch.fees.insurance', fees.insuranceFee, 'fee-insurance')}
        {fees.couponDiscount > 0 && row('batch.fees.coupon', fees.couponDiscount, 'fee-coupon', true)}
        {row('batch.fees.total', fees.total, 'fee-total')}
        {buyer &&
          fees.buyerEarning !== undefined &&
          row('batch.fees.buyerEarning', fees.buyerEarning, 'fee-buyer-earning')}
      </TableBody>
    </Table>
  );
}
