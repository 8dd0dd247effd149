import { useEffect, useMemo, useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import type { BuyerProfileView } from '@contracts/assignment';
import type { AdminDataProvider } from '../app/data-provider';
import { readSession } from '../app/session';
import { useStaffMutation } from '../app/staff-mutation';
import { MeasureParcelAction } from './measure-parcel-dialog';
import { RefundAction } from './refund-dialog';
import { staffActor, staffStageTargets } from './staff-stages';

interface Field {
  name: string;
  required?: boolean;
  /** Picked, not typed: a buyer from the searchable list, or a status the machine allows now. */
  pick?: 'buyer' | 'status';
}

type Values = Record<string, string>;

/** A staff action: the machine command that must be allowed, the inputs it asks for, and its data-provider method. */
interface StaffAction {
  command: string;
  key: string;
  fields: Field[];
  call: (provider: AdminDataProvider, id: string, values: Values, record: RaRecord) => Promise<unknown>;
}

const ACTIONS: StaffAction[] = [
  { command: 'CapturePayment', key: 'capture', fields: [], call: (p, id) => p.capturePayment(id) },
  {
    command: 'CancelPayment',
    key: 'cancelPayment',
    fields: [{ name: 'payment_canceled_reason', required: true }, { name: 'payment_canceled_remark' }],
    call: (p, id, v) =>
      p.cancelPayment(id, {
        payment_canceled_reason: v.payment_canceled_reason,
        payment_canceled_remark: v.payment_canceled_remark ?? '',
      }),
  },
  {
    command: 'AssignBuyer',
    key: 'assign',
    fields: [{ name: 'buyer_id', required: true, pick: 'buyer' }, { name: 'explanation' }],
    call: (p, id, v) =>
      p.reassignBuyer(id, { buyer_id: v.buyer_id, ...(v.explanation ? { explanation: v.explanation } : {}) }),
  },
  { command: 'SendToRobot', key: 'sendToRobot', fields: [], call: (p, id) => p.sendToRobot(id) },
  {
    command: 'MarkManual',
    key: 'markManual',
    fields: [{ name: 'remark' }],
    call: (p, id, v) => p.markManual(id, v.remark ? { remark: v.remark } : {}),
  },
  {
    command: 'AddBuyerRemark',
    key: 'internalRemark',
    fields: [{ name: 'buyer_remark', required: true }],
    call: (p, id, v) => p.addInternalRemark(id, { buyer_remark: v.buyer_remark }),
  },
  {
    command: 'UpdateOrderStatus',
    key: 'updateStatus',
    fields: [{ name: 'status', required: true, pick: 'status' }, { name: 'purchase_site_order_id' }],
    call: (p, id, v) =>
      p.updateOrderStatus(id, {
        status: v.status.trim(),
        ...(v.purchase_site_order_id ? { purchase_site_order_id: v.purchase_site_order_id.trim() } : {}),
      }),
  },
  {
    command: 'ToggleAutoWorkflow',
    key: 'toggleAutoWorkflow',
    fields: [],
    call: (p, id, _, record) =>
      p.setBatchAutoWorkflow(
        id,
        !(record.auto_workflow ?? (record.batch as { autoWorkflow?: boolean } | undefined)?.autoWorkflow),
      ),
  },
];

/**
 * Staff actions on one batch, each shown only when the machine allows it for this staff member
 * (`allowed_commands` of the detail). Pessimistic: the dialog waits for the server's answer; the
 * page then refreshes (and the socket refreshes everyone else's).
 */
export function StaffActions() {
  const record = useRecordContext<RaRecord>();
  const { permissions } = usePermissions<string>();
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const [open, setOpen] = useState<StaffAction>();
  const [values, setValues] = useState<Values>({});
  const mutation = useStaffMutation(
    (provider, input: { action: StaffAction; id: string; values: Values; record: RaRecord }) =>
      input.action.call(provider, input.id, input.values, input.record),
    {
      onSuccess: () => {
        setOpen(undefined);
        refresh();
      },
    },
  );
  // The machine is restored once per detail load: the button and the picker read the same stages.
  const stages = useMemo(() => {
    const session = readSession();
    return record && session ? staffStageTargets(record, staffActor(session)) : [];
  }, [record]);
  const busy = mutation.isPending;
  if (!record || permissions !== 'staff') return null;
  const allowed = new Set(Array.isArray(record.allowed_commands) ? (record.allowed_commands as string[]) : []);
  // No stage to pick (a pickup order waiting for its hand-off at the counter, goods at the overseas
  // warehouse while their arrival is not settled): no stage picker either.
  const actions = ACTIONS.filter(
    (a) => allowed.has(a.command) && (a.command !== 'UpdateOrderStatus' || stages.length > 0),
  );
  const canRequestRefund = allowed.has('RequestRefund');
  const canCompleteRefund = allowed.has('CompleteRefundRequest');
  // The warehouse stages' measurement (spec §9) has its own form: per-field errors, the item picked.
  const canMeasure = allowed.has('MeasureParcel');
  if (actions.length === 0 && !canRequestRefund && !canCompleteRefund && !canMeasure) return null;

  // The notice names the action that was confirmed, after the server's answer.
  const run = (action: StaffAction, input: Values) =>
    mutation.mutate(
      { action, id: String(record.id), values: input, record },
      { onSuccess: () => notify(`admin.actions.done.${action.key}`, { type: 'info' }) },
    );

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }} data-testid="admin-staff-actions">
        {actions.map((action) => (
          <Button
            key={action.key}
            variant="outlined"
            size="small"
            disabled={busy}
            data-testid={`admin-action-${action.key}`}
            onClick={() => {
              setValues({});
              setOpen(action);
            }}
          >
            {translate(`admin.actions.${action.key}`)}
          </Button>
        ))}
        {canMeasure ? <MeasureParcelAction disabled={busy} /> : null}
        {canRequestRefund || canCompleteRefund ? (
          <RefundAction canRequest={canRequestRefund} canComplete={canCompleteRefund} />
        ) : null}
      </Stack>
      <Dialog open={Boolean(open)} onClose={() => !busy && setOpen(undefined)} fullWidth maxWidth="sm">
        {open ? (
          <>
            <DialogTitle>{translate(`admin.actions.${open.key}`)}</DialogTitle>
            <DialogContent>
              {open.fields.length === 0
                ? translate('admin.actions.confirmText', { batch: String(record.batch_number) })
                : null}
              {open.fields.map((f) =>
                f.pick === 'buyer' ? (
                  <BuyerPicker
                    key={f.name}
                    label={translate(`admin.actions.fields.${f.name}`)}
                    current={typeof record.buyer_id === 'string' ? record.buyer_id : null}
                    value={values[f.name] ?? ''}
                    onChange={(id) => setValues((v) => ({ ...v, [f.name]: id }))}
                  />
                ) : (
                  <ActionField
                    key={f.name}
                    field={f}
                    label={translate(`admin.actions.fields.${f.name}`)}
                    value={values[f.name] ?? ''}
                    onChange={(value) => setValues((v) => ({ ...v, [f.name]: value }))}
                  >
                    {f.pick === 'status'
                      ? stages.map((stage) => (
                          <MenuItem key={stage} value={stage}>
                            {translate(`status.${stage}`, { _: stage })}
                          </MenuItem>
                        ))
                      : null}
                  </ActionField>
                ),
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(undefined)} disabled={busy}>
                {translate('ra.action.cancel')}
              </Button>
              <Button
                variant="contained"
                data-testid="admin-action-confirm"
                disabled={busy || open.fields.some((f) => f.required && !(values[f.name] ?? '').trim())}
                onClick={() => run(open, values)}
              >
                {translate('ra.action.confirm')}
              </Button>
            </DialogActions>
          </>
        ) : null}
      </Dialog>
    </>
  );
}

/** A buyer picked by name (or id) from the buyer profiles; the batch's current buyer is not offered. */
function BuyerPicker(p: { label: string; current: string | null; value: string; onChange: (id: string) => void }) {
  const { current } = p;
  const provider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  const [buyers, setBuyers] = useState<BuyerProfileView[]>([]);
  useEffect(() => {
    let live = true;
    provider
      .listBuyers()
      .then((list) => live && setBuyers(list.results.filter((b) => b.buyer_id !== current)))
      .catch(() => live && setBuyers([]));
    return () => {
      live = false;
    };
  }, [provider, current]);
  const label = (b: BuyerProfileView) => (b.name ? `${b.name} · ${b.buyer_id}` : b.buyer_id);
  return (
    <Autocomplete
      options={buyers}
      value={buyers.find((b) => b.buyer_id === p.value) ?? null}
      onChange={(_, buyer) => p.onChange(buyer?.buyer_id ?? '')}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.buyer_id === b.buyer_id}
      noOptionsText={translate('admin.noBuyers')}
      renderInput={(params) => (
        <TextField
          {...params}
          margin="dense"
          required
          label={p.label}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'admin-action-field-buyer_id' },
          }}
        />
      )}
    />
  );
}

/** One typed field of an action's dialog; with options (`children`) it is a select of them. */
function ActionField({
  field,
  label,
  value,
  onChange,
  children,
}: {
  field: Field;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <TextField
      select={children !== null}
      margin="dense"
      fullWidth
      required={field.required}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': `admin-action-field-${field.name}` } }}
    >
      {children}
    </TextField>
  );
}
