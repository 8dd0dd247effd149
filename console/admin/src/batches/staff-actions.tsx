import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useNotify, usePermissions, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { ApiClientError, type HttpMethod } from '@shared/api/http-client';
import { http } from '../app/http';
import { RefundAction } from './refund-dialog';

interface Field {
  name: string;
  required?: boolean;
}

/** A staff action: the machine command that must be allowed, the endpoint, and the inputs it asks for. */
interface StaffAction {
  command: string;
  key: string;
  method: HttpMethod;
  path: (id: string) => string;
  fields: Field[];
  body: (values: Record<string, string>, record: RaRecord) => unknown;
}

const enc = encodeURIComponent;

const ACTIONS: StaffAction[] = [
  { command: 'CapturePayment', key: 'capture', method: 'PUT', path: (id) => `/api/batch/orders/capture_payment/${enc(id)}`, fields: [], body: () => undefined },
  {
    command: 'CancelPayment',
    key: 'cancelPayment',
    method: 'PUT',
    path: (id) => `/api/batch/orders/cancel_payment/${enc(id)}`,
    fields: [{ name: 'payment_canceled_reason', required: true }, { name: 'payment_canceled_remark' }],
    body: (v) => ({ payment_canceled_reason: v.payment_canceled_reason, payment_canceled_remark: v.payment_canceled_remark ?? '' }),
  },
  {
    command: 'AssignBuyer',
    key: 'assign',
    method: 'PUT',
    path: (id) => `/api/admin/batches/${enc(id)}/assign`,
    fields: [{ name: 'buyer_id', required: true }, { name: 'explanation' }],
    body: (v) => ({ buyer_id: v.buyer_id, ...(v.explanation ? { explanation: v.explanation } : {}) }),
  },
  { command: 'SendToRobot', key: 'sendToRobot', method: 'POST', path: (id) => `/api/admin/batches/${enc(id)}/send_to_robot`, fields: [], body: () => ({}) },
  {
    command: 'MarkManual',
    key: 'markManual',
    method: 'POST',
    path: (id) => `/api/admin/batches/${enc(id)}/mark_manual`,
    fields: [{ name: 'remark' }],
    body: (v) => (v.remark ? { remark: v.remark } : {}),
  },
  {
    command: 'AddBuyerRemark',
    key: 'internalRemark',
    method: 'PUT',
    path: (id) => `/api/batch/requests/add/${enc(id)}/buyer/remark`,
    fields: [{ name: 'buyer_remark', required: true }],
    body: (v) => ({ buyer_remark: v.buyer_remark }),
  },
  {
    command: 'UpdateOrderStatus',
    key: 'updateStatus',
    method: 'POST',
    path: (id) => `/api/batch/orders/update_order_status/${enc(id)}`,
    fields: [{ name: 'status', required: true }, { name: 'purchase_site_order_id' }],
    body: (v) => ({ status: v.status.trim(), ...(v.purchase_site_order_id ? { purchase_site_order_id: v.purchase_site_order_id.trim() } : {}) }),
  },
  {
    command: 'ToggleAutoWorkflow',
    key: 'toggleAutoWorkflow',
    method: 'PUT',
    path: (id) => `/api/admin/batches/${enc(id)}/auto-workflow`,
    fields: [],
    body: (_, record) => ({ enabled: !(record.auto_workflow ?? (record.batch as { autoWorkflow?: boolean } | undefined)?.autoWorkflow) }),
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
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<StaffAction>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  if (!record || permissions !== 'staff') return null;
  const allowed = new Set(Array.isArray(record.allowed_commands) ? (record.allowed_commands as string[]) : []);
  const actions = ACTIONS.filter((a) => allowed.has(a.command));
  const canRequestRefund = allowed.has('RequestRefund');
  const canCompleteRefund = allowed.has('CompleteRefundRequest');
  if (actions.length === 0 && !canRequestRefund && !canCompleteRefund) return null;

  const run = async (action: StaffAction, input: Record<string, string>) => {
    setBusy(true);
    try {
      await http.request(action.method, action.path(String(record.id)), action.body(input, record));
      notify(`admin.actions.done.${action.key}`, { type: 'info' });
      setOpen(undefined);
      refresh();
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : '';
      notify(code ? `errors.${code}` : 'ra.notification.http_error', { type: 'error', messageArgs: { _: error instanceof Error ? error.message : String(error) } });
    } finally {
      setBusy(false);
    }
  };

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
        {canRequestRefund || canCompleteRefund ? <RefundAction canRequest={canRequestRefund} canComplete={canCompleteRefund} /> : null}
      </Stack>
      <Dialog open={Boolean(open)} onClose={() => !busy && setOpen(undefined)} fullWidth maxWidth="sm">
        {open ? (
          <>
            <DialogTitle>{translate(`admin.actions.${open.key}`)}</DialogTitle>
            <DialogContent>
              {open.fields.length === 0 ? translate('admin.actions.confirmText', { batch: String(record.batch_number) }) : null}
              {open.fields.map((f) => (
                <TextField
                  key={f.name}
                  margin="dense"
                  fullWidth
                  required={f.required}
                  label={translate(`admin.actions.fields.${f.name}`)}
                  value={values[f.name] ?? ''}
                  onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
                  slotProps={{ htmlInput: { 'data-testid': `admin-action-field-${f.name}` } }}
                />
              ))}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpen(undefined)} disabled={busy}>
                {translate('ra.action.cancel')}
              </Button>
              <Button
                variant="contained"
                data-testid="admin-action-confirm"
                disabled={busy || open.fields.some((f) => f.required && !(values[f.name] ?? '').trim())}
                onClick={() => void run(open, values)}
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
