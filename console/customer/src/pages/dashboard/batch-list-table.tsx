import { Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchListItem } from '@contracts/batch/batch-list';
import { formatDateTime } from '../batch-shared/format';
import { TableHeadRow } from '@shared/ui/table-head-row';
import { RowChat, RowCount, RowDetails, RowItem, RowPickup, RowStatus, RowTotal } from './batch-row-parts';

/**
 * My Requests on a wide screen (spec §2 columns): each row names the order by its first item (picture,
 * name, order ID), then the item count, the total in HKD, the status (with the pickup countdown at the
 * pickup point), chat, details and last update.
 */
export function BatchListTable({ rows }: { rows: BatchListItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" data-testid="batch-list" data-layout="table">
        <TableHeadRow
          columns={[
            'batch.list.col.item',
            { key: 'batch.list.col.items', align: 'right' },
            { key: 'batch.list.col.total', align: 'right' },
            'batch.list.col.status',
            'batch.list.col.chat',
            'batch.list.col.details',
            'batch.list.col.updated',
          ]}
          translate={t}
        />
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid="batch-row" data-batch-number={row.batch_number}>
              <TableCell sx={{ minWidth: 220 }}>
                <RowItem row={row} />
              </TableCell>
              <TableCell align="right">
                <RowCount row={row} />
              </TableCell>
              <TableCell align="right">
                <RowTotal row={row} />
              </TableCell>
              <TableCell>
                <span data-testid="batch-row-status">
                  <RowStatus row={row} />
                </span>
                <RowPickup row={row} />
              </TableCell>
              <TableCell>
                <RowChat row={row} />
              </TableCell>
              <TableCell>
                <RowDetails row={row} />
              </TableCell>
              <TableCell>{formatDateTime(row.updated_at, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
