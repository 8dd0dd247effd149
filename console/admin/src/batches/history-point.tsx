import { Box, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { BatchView } from '@machines/batch';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { money } from './money';
import { ITEM_COLUMNS } from './item-columns';
import { statusLabel } from '../app/status-label';

/** The batch (status, items, fees, payments) as it stood after the selected event. */
export function PointInTime({ view }: { view: BatchView }) {
  const translate = useTranslate();
  const fees = view.fees;
  return (
    <Box>
      <Typography variant="h6" data-testid="history-point-status">
        {statusLabel(translate, view.status)}
      </Typography>
      <Typography variant="caption" data-testid="history-point-status-name">
        {view.status ?? ''}
      </Typography>
      <Table size="small" sx={{ my: 1 }}>
        <TableHeadRow columns={ITEM_COLUMNS} translate={translate} />
        <TableBody>
          {view.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell>{item.name}</TableCell>
              <TableCell>{item.quantity}</TableCell>
              <TableCell>{money(item.price.amount, item.price.currency)}</TableCell>
              <TableCell>{translate(`batch.itemState.${item.state}`, { _: item.state })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="caption">{translate('admin.fees.total')}</Typography>
          <Typography data-testid="history-point-fees-total">
            {fees ? money(fees.total, fees.currency) : '—'}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption">{translate('admin.fees.service_fee')}</Typography>
          <Typography>{fees ? money(fees.serviceFee, fees.currency) : '—'}</Typography>
        </Box>
        {(['authorised', 'captured', 'refunded', 'canceledAuthorisation'] as const).map((k) => (
          <Box key={k}>
            <Typography variant="caption">{translate(`admin.payments.${k}`)}</Typography>
            <Typography data-testid={`history-point-payment-${k}`}>{money(view.payments[k], 'HKD')}</Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
