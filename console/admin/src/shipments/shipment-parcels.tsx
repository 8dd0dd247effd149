import { useState } from 'react';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';
import type { ShipmentDetail, ShipmentParcel } from '@contracts/shipments';
import { numeric, TableHeadRow } from '@shared/ui/table-head-row';
import { PickupName } from '../batches/batch-sections';
import { statusLabel } from '../app/status-label';
import { fitsParcel, type ShipmentAction } from './shipment-actions';
import { ShipmentActionDialog } from './shipment-action-dialog';
import { weightLb } from './shipment-format';

const COLUMNS = [
  'admin.shipments.parcel.batch',
  'admin.shipments.parcel.requester',
  numeric('admin.shipments.parcel.items'),
  numeric('admin.shipments.parcel.weight'),
  'admin.shipments.parcel.held',
  'admin.shipments.parcel.orderStatus',
  'admin.shipments.parcel.destination',
] as const;

/** Where the order goes after sorting: its pickup point by name, or the courier to its address. */
function Destination({ value }: { value: string }) {
  const translate = useTranslate();
  return value === 'courier' ? <>{translate('admin.shipments.parcel.courier')}</> : <PickupName id={value} />;
}

/** The shipment's parcels, one row per order; staff get the parcel actions the machine allows now on each row. */
export function ShipmentParcels({ shipment, actions }: { shipment: ShipmentDetail; actions: ShipmentAction[] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<{ action: ShipmentAction; parcel: ShipmentParcel }>();
  const columns = actions.length ? [...COLUMNS, 'admin.shipments.parcel.actions'] : COLUMNS;
  if (shipment.parcels.length === 0)
    return <Typography color="text.secondary">{translate('admin.shipments.parcel.none')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="shipment-parcels">
        <TableHeadRow columns={columns} translate={translate} />
        <TableBody>
          {shipment.parcels.map((parcel) => (
            <TableRow
              key={parcel.batch_id}
              data-testid={`shipment-parcel-${parcel.batch_number}`}
              data-held={String(parcel.held)}
            >
              <TableCell>
                <Link to={`/batches/${encodeURIComponent(parcel.batch_id)}/show`}>{parcel.batch_number}</Link>
              </TableCell>
              <TableCell>{parcel.requester_name}</TableCell>
              <TableCell align="right">{parcel.item_count}</TableCell>
              <TableCell align="right">{weightLb(parcel.weight)}</TableCell>
              <TableCell>
                {parcel.held ? (
                  <Chip
                    size="small"
                    color="warning"
                    label={
                      parcel.hold_reason
                        ? `${translate('admin.shipments.parcel.onHold')}: ${parcel.hold_reason}`
                        : translate('admin.shipments.parcel.onHold')
                    }
                  />
                ) : (
                  '—'
                )}
              </TableCell>
              <TableCell>{statusLabel(translate, parcel.order_status)}</TableCell>
              <TableCell>
                <Destination value={parcel.destination} />
              </TableCell>
              {actions.length ? (
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {actions
                      .filter((a) => fitsParcel(a, parcel.held))
                      .map((action) => (
                        <Button
                          key={action.key}
                          size="small"
                          variant="outlined"
                          data-testid={`shipment-parcel-${action.key}-${parcel.batch_number}`}
                          onClick={() => setOpen({ action, parcel })}
                        >
                          {translate(`admin.shipments.actions.${action.key}`)}
                        </Button>
                      ))}
                  </Stack>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {open ? (
        <ShipmentActionDialog
          action={open.action}
          shipment={shipment}
          parcel={open.parcel}
          onClose={() => setOpen(undefined)}
        />
      ) : null}
    </Box>
  );
}
