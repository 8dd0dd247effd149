import { TableCell, TableHead, TableRow, type TableCellProps } from '@mui/material';

/** A column's heading: its translation key, or the key with the column's alignment (numbers sit right). */
export type ColumnHeading = string | { key: string; align: TableCellProps['align'] };

/** A column of numbers (counts, weights, amounts): its heading sits right, over its cells. */
export const numeric = (key: string): ColumnHeading => ({ key, align: 'right' });

/**
 * The heading row of a table, one cell per column, in both apps: each passes its own translate
 * function, so a table's columns read as the list of their keys.
 */
export function TableHeadRow({
  columns,
  translate,
}: {
  columns: readonly ColumnHeading[];
  translate: (key: string) => string;
}) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <TableCell key={column}>{translate(column)}</TableCell>
          ) : (
            <TableCell key={column.key} align={column.align}>
              {translate(column.key)}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
