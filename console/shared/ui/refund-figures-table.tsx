import { Table, TableBody, TableCell, TableRow, type TableCellProps } from '@mui/material';
import { REFUND_DETAIL_ROWS, type RefundDetails } from '@contracts/batch/refunds';

type Figure = keyof RefundDetails;

/**
 * A refund's figures as both apps show them: the estimate's rows in the contract's order, then the
 * total in the local currency the card gets back, in bold. Each app passes its own labels and money format.
 */
export function RefundFiguresTable({
  testId,
  label,
  amount,
  total,
  align,
}: {
  testId: string;
  label: (figure: Figure) => string;
  /** A row's amount (the estimate's own currency). */
  amount: (figure: Figure) => string;
  /** The local refund total, in the local currency. */
  total: string;
  align?: TableCellProps['align'];
}) {
  return (
    <Table size="small" data-testid={testId}>
      <TableBody>
        {REFUND_DETAIL_ROWS.map((key) => (
          <TableRow key={key}>
            <TableCell>{label(key)}</TableCell>
            <TableCell align={align} data-testid={`${testId}-${key}`}>
              {amount(key)}
            </TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell>
            <strong>{label('local_refund_total')}</strong>
          </TableCell>
          <TableCell align={align} data-testid={`${testId}-local_refund_total`}>
            <strong>{total}</strong>
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
