import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { usePermissions, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { PickupWindowView } from '@contracts/batch/deadlines';
import { useStaffMutation } from '../app/staff-mutation';
import { useHkTime } from '../app/hk-time';
import {
  EMPTY_STORAGE,
  storageBody,
  storageFieldError,
  type StorageErrors,
  type StorageField,
  type StorageValues,
} from './storage-extension-form';

/** The order's free storage at the pickup point (`deadlines.pickup` of the detail), or none elsewhere. */
export const pickupWindowOf = (record: RaRecord | undefined): PickupWindowView | null =>
  (record?.deadlines as { pickup?: PickupWindowView | null } | undefined)?.pickup ?? null;

/**
 * Free storage at the pickup point: its end, the days left, each extension with its reason and the
 * staff member who made it. Staff
 * may extend it (the machine's `ExtendStorage`, offered only when `allowed_commands` has it);
 * auditors see the facts alone.
 */
export function StorageSection() {
  const record = useRecordContext<RaRecord>();
  const translate = useTranslate();
  const hkTime = useHkTime();
  const { permissions } = usePermissions<string>();
  const pickup = pickupWindowOf(record);
  if (!record || !pickup) return null;
  const allowed = Array.isArray(record.allowed_commands) ? (record.allowed_commands as string[]) : [];
  const fact = (label: string, value: string, testId: string) => (
    <Box>
      <Typography variant="caption">{translate(label)}</Typography>
      <Typography data-testid={testId}>{value}</Typography>
    </Box>
  );
  return (
    <Stack spacing={1} data-testid="admin-storage" data-free-until={pickup.free_until}>
      {pickup.overdue ? (
        <Alert severity="error" data-testid="admin-storage-overdue">
          {translate('admin.storage.overdue')}
        </Alert>
      ) : null}
      <Stack useFlexGap direction="row" spacing={4} sx={{ flexWrap: 'wrap' }}>
        {fact('admin.storage.freeUntil', hkTime(pickup.free_until), 'admin-storage-free-until')}
        {fact('admin.storage.daysLeft', String(pickup.days_left), 'admin-storage-days-left')}
        {fact('admin.storage.freeDays', String(pickup.free_storage_days), 'admin-storage-free-days')}
        {fact('admin.storage.extendedDays', String(pickup.extended_days), 'admin-storage-extended-days')}
      </Stack>
      {pickup.extensions.length ? (
        <Table size="small" aria-label={translate('admin.storage.extensions')} data-testid="admin-storage-extensions">
          <TableHead>
            <TableRow>
              <TableCell>{translate('admin.storage.at')}</TableCell>
              <TableCell>{translate('admin.storage.extendedDays')}</TableCell>
              <TableCell>{translate('admin.storage.reason')}</TableCell>
              <TableCell>{translate('admin.storage.by')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pickup.extensions.map((e) => (
              <TableRow key={e.at}>
                <TableCell>{hkTime(e.at)}</TableCell>
                <TableCell>{e.days}</TableCell>
                <TableCell>{e.reason}</TableCell>
                {/* A staff member without a profile is shown by account id. */}
                <TableCell data-testid="admin-storage-extension-by" data-staff-id={e.by?.id}>
                  {e.by ? e.by.name || e.by.id : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('admin.storage.noExtensions')}
        </Typography>
      )}
      {permissions === 'staff' && allowed.includes('ExtendStorage') ? (
        <ExtendStorageAction id={String(record.id)} />
      ) : null}
    </Stack>
  );
}

/** The dialog: days and a reason; errors, the form's and the server's coded ones, stand under their field. */
function ExtendStorageAction({ id }: { id: string }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<StorageValues>(EMPTY_STORAGE);
  const [errors, setErrors] = useState<StorageErrors>({});
  const mutation = useStaffMutation(
    (provider, input: { id: string; body: { days: number; reason: string } }) =>
      provider.extendStorage(input.id, input.body),
    {
      done: 'admin.storage.done',
      onSuccess: () => {
        setOpen(false);
        refresh();
      },
    },
  );
  const busy = mutation.isPending;
  const set = (field: StorageField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const submit = () => {
    const checked = storageBody(values);
    if ('errors' in checked) return setErrors(checked.errors);
    setErrors({});
    mutation.mutate(
      { id, body: checked.body },
      {
        onError: (error) => {
          const under = storageFieldError(error);
          if (under) setErrors({ [under.field]: under.error });
        },
      },
    );
  };
  const field = (name: StorageField, extra: { multiline?: boolean; inputMode?: 'numeric' } = {}) => {
    const e = errors[name];
    return (
      <TextField
        margin="dense"
        fullWidth
        required
        multiline={extra.multiline}
        label={translate(`admin.storage.${name}`)}
        value={values[name]}
        onChange={(ev) => set(name, ev.target.value)}
        error={Boolean(e)}
        helperText={
          e ? (
            <span data-testid={`storage-error-${name}`}>{translate(e.key, { ...e.params, _: e.key })}</span>
          ) : undefined
        }
        slotProps={{ htmlInput: { 'data-testid': `storage-field-${name}`, inputMode: extra.inputMode } }}
      />
    );
  };
  return (
    <>
      <Box>
        <Button
          variant="outlined"
          size="small"
          disabled={busy}
          data-testid="admin-action-extendStorage"
          onClick={() => {
            setValues(EMPTY_STORAGE);
            setErrors({});
            setOpen(true);
          }}
        >
          {translate('admin.storage.action')}
        </Button>
      </Box>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate('admin.storage.dialogTitle')}</DialogTitle>
        <DialogContent data-testid="storage-dialog">
          {field('days', { inputMode: 'numeric' })}
          {field('reason', { multiline: true })}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" data-testid="storage-submit" disabled={busy} onClick={submit}>
            {translate('ra.action.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
