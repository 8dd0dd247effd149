import { useState } from 'react';
import { Alert, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { Link, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ShipmentDetail, ShipmentMoveProgress } from '@contracts/shipments';
import { useConsoleEvents } from '../app/live-refresh';
import { errorText } from '../app/staff-mutation';
import { SectionCard } from '../app/section-card';
import type { AdminDataProvider } from '../app/data-provider';
import { retryMovesRequest } from './shipment-actions';
import type { ShipmentCalls } from './shipment-data-provider';
import { currentMoves, failureReason, movesText } from './shipment-format';

/**
 * The process moving every order of the shipment to its stage: "n of m orders moved", live from
 * `shipment:moves`, the orders that failed (batch number, reason) and, for staff, a Retry.
 */
export function ShipmentMoves({ shipment, staff }: { shipment: ShipmentDetail; staff: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useDataProvider<AdminDataProvider & ShipmentCalls>();
  // A push counts for the read it came after: a fresh read of the shipment carries its own progress.
  const [push, setPush] = useState<{ after: ShipmentDetail; progress: ShipmentMoveProgress } | null>(null);
  const pushed = push?.after === shipment ? push.progress : null;
  const setPushed = (progress: ShipmentMoveProgress) => setPush({ after: shipment, progress });
  useConsoleEvents((event) => {
    if (event.kind === 'shipmentMoves' && event.progress.shipment_id === shipment.id) setPushed(event.progress);
  });
  const retry = useMutation({
    mutationFn: () => provider.retryShipmentMoves(retryMovesRequest(shipment.id)),
    onSuccess: (progress) => {
      notify('admin.shipments.moves.retried', { type: 'info' });
      setPushed(progress);
    },
    onError: (error) => notify(errorText(translate, error), { type: 'error' }),
  });
  const moves = currentMoves(shipment.moves, pushed, shipment.id);
  if (!moves) return null;
  return (
    <SectionCard title="admin.shipments.moves.title">
      <Stack
        spacing={1}
        data-testid="shipment-moves"
        data-moved={moves.moved}
        data-total={moves.total}
        data-done={String(moves.done)}
      >
        <Typography data-testid="shipment-moves-text">
          {translate('admin.shipments.moves.stage', {
            stage: translate(`status.${moves.target_stage}`, { _: moves.target_stage }),
          })}
          {' · '}
          {movesText(translate, moves)}
        </Typography>
        {moves.failed.length > 0 ? (
          <Alert severity="error" data-testid="shipment-moves-failed">
            <List dense disablePadding>
              {moves.failed.map((f) => (
                <ListItem key={f.batch_id} disableGutters>
                  <ListItemText
                    primary={<Link to={`/batches/${encodeURIComponent(f.batch_id)}/show`}>{f.batch_number}</Link>}
                    secondary={failureReason(translate, f)}
                  />
                </ListItem>
              ))}
            </List>
            {staff ? (
              <Button
                variant="outlined"
                size="small"
                color="error"
                disabled={retry.isPending}
                onClick={() => retry.mutate()}
                data-testid="shipment-moves-retry"
              >
                {translate('admin.shipments.moves.retry')}
              </Button>
            ) : null}
          </Alert>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
