import { TableCell, TableHead, TableRow, type TableCellProps } from '@mui/material';

/** A column's heading: its text, or its text with the column's alignment (numbers sit right). */
export type ColumnHeading = string | { label: string; align: TableCellProps['align'] };

/** The heading row of a table, one cell per column, in both apps (each passes translated labels). */
export function TableHeadRow({ columns }: { columns: readonly ColumnHeading[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <TableCell key={index}>{column}</TableCell>
          ) : (
            <TableCell key={index} align={column.align}>
              {column.label}
            </TableCell>
          ),
        )}
      </TableRow>
    </TableHead>
  );
}
