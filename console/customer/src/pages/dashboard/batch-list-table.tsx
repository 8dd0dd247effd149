import { Button, Link, Table, TableBody, TableCell, TableContainer, TableRow, Tooltip } from '@mui/material';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BatchListItem } from '@contracts/batch/batch-list';
import { formatDateTime } from '../batch-shared/format';
import { OrderChatButton } from '../../chat/order-chat-button';
import { statusLabel } from '@shared/i18n/server-text';
import { TableHeadRow } from '@shared/ui/table-head-row';

/** My Requests (spec §2): order ID, status, chat, view details, last updated, purchased items. */
export function BatchListTable({ rows }: { rows: BatchListItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" data-testid="batch-list">
        <TableHeadRow
          columns={[
            'batch.list.col.orderId',
            'batch.list.col.status',
            'batch.list.col.chat',
            'batch.list.col.details',
            'batch.list.col.updated',
            { key: 'batch.list.col.purchased', align: 'right' },
          ]}
          translate={t}
        />
        <TableBody>
          {rows.map((row) => {
            const to = `/dashboard/${row.type}/${row.id}`;
            return (
              <TableRow key={row.id} data-testid="batch-row" data-batch-number={row.batch_number}>
                <TableCell>
                  <Link component={RouterLink} to={to}>
                    {row.batch_number}
                  </Link>
                </TableCell>
                <TableCell data-testid="batch-row-status">
                  {statusLabel(row.status, t, (k) => i18n.exists(k))}
                </TableCell>
                <TableCell>
                  {/* No buyer yet means nobody to talk to: the button explains itself, disabled. */}
                  {row.buyer_id ? (
                    <OrderChatButton size="small" testId="batch-row-chat" batch={{ ...row, buyer_id: row.buyer_id }} />
                  ) : (
                    <Tooltip title={t('batch.list.chatSoon')}>
                      <span>
                        <Button size="small" disabled startIcon={<ChatBubbleOutlineIcon />}>
                          {t('batch.list.chat')}
                        </Button>
                      </span>
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell>
                  <Button size="small" component={RouterLink} to={to} data-testid="batch-row-view">
                    {t('batch.list.view')}
                  </Button>
                </TableCell>
                <TableCell>{formatDateTime(row.updated_at, i18n.language)}</TableCell>
                <TableCell align="right">
                  {row.purchased_items}/{row.item_count}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
