import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { ShipmentDetail, ShipmentListRow } from '@contracts/shipments';
import { ApiClientError } from '@shared/api/http-client';
import { errorText } from '../app/staff-mutation';
import type { AdminDataProvider } from '../app/data-provider';
import {
  BACK_TO_POOL,
  missingInputs,
  refusedInput,
  shipmentRequest,
  type ActionInput,
  type ActionValues,
  type ShipmentAction,
} from './shipment-actions';
import type { ShipmentCalls } from './shipment-data-provider';
import { moveTargets, shipmentStatusText } from './shipment-format';

type Provider = AdminDataProvider & ShipmentCalls;
type FieldErrors = Partial<Record<ActionInput['name'], string>>;

/** The other shipments a parcel may move to, plus "back to the pool" (MoveParcel's `to_shipment_id: null`). */
function TargetPicker(p: {
  shipment: ShipmentDetail;
  input: ActionInput;
  value: string;
  error?: string;
  onChange: (v: string) => void;
}) {
  const translate = useTranslate();
  const { data = [] } = useGetList<ShipmentListRow & { id: string }>('shipments', {
    filter: { warehouse: p.shipment.warehouse },
    pagination: { page: 1, perPage: 100 },
  });
  return (
    <TextField
      select
      margin="dense"
      fullWidth
      required
      label={translate(`admin.shipments.inputs.${p.input.name}`)}
      value={p.value}
      error={Boolean(p.error)}
      helperText={p.error}
      onChange={(e) => p.onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `shipment-input-${p.input.name}` } }}
    >
      <MenuItem value={BACK_TO_POOL} data-testid="shipment-target-pool">
        {translate('admin.shipments.backToPool')}
      </MenuItem>
      {moveTargets(data, p.shipment).map((row) => (
        <MenuItem key={row.id} value={row.id} data-testid={`shipment-target-${row.shipment_number}`}>
          {`${row.shipment_number} · ${shipmentStatusText(translate, row.status)}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * One action's dialog: its inputs, then the server's answer (pessimistic). A refusal naming one of
 * the inputs (the carrier, the master tracking number…) stands under it; any other is a notice.
 */
export function ShipmentActionDialog(p: {
  action: ShipmentAction;
  shipment: ShipmentDetail;
  /** The parcel's order, for a parcel action. */
  parcel?: { batch_id: string; batch_number: string };
  onClose: () => void;
}) {
  const { action, shipment, parcel } = p;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useDataProvider<Provider>();
  const [values, setValues] = useState<ActionValues>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const mutation = useMutation({
    mutationFn: (input: ActionValues) =>
      provider.sendShipmentCommand(shipmentRequest(action.key, shipment.id, input, parcel?.batch_id)),
    onSuccess: () => {
      notify(`admin.shipments.done.${action.key}`, { type: 'info' });
      p.onClose();
      refresh();
    },
    onError: (error) => {
      const field = error instanceof ApiClientError ? refusedInput(action, error.code, error.params) : null;
      if (field) setErrors({ [field]: translate(`admin.shipments.fieldErrors.${field}`) });
      else notify(errorText(translate, error), { type: 'error' });
    },
  });
  const busy = mutation.isPending;
  const set = (name: ActionInput['name'], value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  };
  return (
    <Dialog
      open
      onClose={() => !busy && p.onClose()}
      fullWidth
      maxWidth="sm"
      data-testid={`shipment-dialog-${action.key}`}
    >
      <DialogTitle>{translate(`admin.shipments.actions.${action.key}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate(`admin.shipments.confirm.${action.key}`, {
            shipment: shipment.shipment_number,
            batch: parcel?.batch_number ?? '',
          })}
        </DialogContentText>
        {action.inputs.map((input) =>
          input.kind === 'target' ? (
            <TargetPicker
              key={input.name}
              shipment={shipment}
              input={input}
              value={values[input.name] ?? ''}
              error={errors[input.name]}
              onChange={(v) => set(input.name, v)}
            />
          ) : (
            <TextField
              key={input.name}
              margin="dense"
              fullWidth
              required
              label={translate(`admin.shipments.inputs.${input.name}`)}
              value={values[input.name] ?? ''}
              error={Boolean(errors[input.name])}
              helperText={errors[input.name]}
              onChange={(e) => set(input.name, e.target.value)}
              slotProps={{ htmlInput: { maxLength: input.max, 'data-testid': `shipment-input-${input.name}` } }}
            />
          ),
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          data-testid="shipment-action-confirm"
          disabled={busy || missingInputs(action, values)}
          onClick={() => mutation.mutate(values)}
        >
          {translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
