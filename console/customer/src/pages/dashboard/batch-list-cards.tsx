import { Box, Paper, Typography } from '@mui/material';
import type { BatchListItem } from '@contracts/batch/batch-list';
import { RowChat, RowCount, RowDetails, RowItem, RowPickup, RowStatus, RowTotal } from './batch-row-parts';

/**
 * My Requests where the table does not fit (a phone, a tablet): one card per order with what the
 * table shows, the Chat and Details buttons inside the screen's width (a table there pushed them
 * off-screen).
 */
export function BatchListCards({ rows }: { rows: BatchListItem[] }) {
  return (
    <Box
      data-testid="batch-list"
      data-layout="cards"
      component="ul"
      sx={{
        p: 0,
        m: 0,
        listStyle: 'none',
        display: 'grid',
        gap: 1.5,
        // One column on a phone; side by side where two cards fit (a tablet, a phone on its side).
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
      }}
    >
      {rows.map((row) => (
        <Paper
          key={row.id}
          component="li"
          variant="outlined"
          sx={{ p: 1.5 }}
          data-testid="batch-row"
          data-batch-number={row.batch_number}
        >
          <RowItem row={row} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', mt: 1 }}>
            <Typography variant="body2" component="div">
              <RowCount row={row} />
            </Typography>
            <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
              <RowTotal row={row} />
            </Typography>
          </Box>
          <Typography variant="body2" color="primary" sx={{ mt: 0.5 }} data-testid="batch-row-status">
            <RowStatus row={row} />
          </Typography>
          <RowPickup row={row} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <RowChat row={row} />
            <RowDetails row={row} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
