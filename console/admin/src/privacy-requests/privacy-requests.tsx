import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  Show,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  ListButton,
  useDataProvider,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField as MuiTextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { AdminPrivacyRequestView } from '@contracts/privacy';
import { errorText } from '../app/staff-mutation';
import type { PrivacyCalls } from './privacy-data-provider';
import { HkDateField, useHkTime } from '../app/hk-time';
import { joinedLine, labelledLine, usePhone } from '../app/phone';

type Row = AdminPrivacyRequestView & RaRecord;

const STATUSES = ['open', 'answered', 'completed'].map((s) => ({ id: s, name: `admin.privacy.statuses.${s}` }));

/** The 30-day clock: days left while open, red once overdue; nothing once answered. */
function Clock({ record }: { record: Row }) {
  const translate = useTranslate();
  if (record.overdue)
    return <Chip size="small" color="error" label={translate('admin.privacy.overdue')} data-testid="privacy-overdue" />;
  if (record.days_left === null) return <>—</>;
  return (
    <Chip
      size="small"
      color={record.days_left <= 7 ? 'warning' : 'default'}
      label={translate('admin.privacy.daysLeft', { count: record.days_left })}
    />
  );
}

const who = (translate: (key: string) => string, r: Row) =>
  r.email ? `${[r.first_name, r.last_name].filter(Boolean).join(' ')} (${r.email})` : translate('admin.privacy.erased');

/**
 * The request's kind, status and person, read the same in the list and on the request's page; only
 * the status's test marks differ (a row's id in the list, the status itself on the page).
 */
const whoAndWhat = (translate: (key: string) => string, statusMarks: (r: Row) => Record<`data-${string}`, string>) => [
  <FunctionField
    key="kind"
    label="admin.privacy.fields.kind"
    render={(r: Row) => translate(`admin.privacy.kinds.${r.kind}`)}
  />,
  <FunctionField
    key="status"
    label="admin.privacy.fields.status"
    render={(r: Row) => <span {...statusMarks(r)}>{translate(`admin.privacy.statuses.${r.status}`)}</span>}
  />,
  <FunctionField key="user" label="admin.privacy.fields.user" render={(r: Row) => who(translate, r)} />,
];

const filters = [
  <SelectInput key="status" source="status" label="admin.privacy.filters.status" choices={STATUSES} alwaysOn />,
  // A select, not a BooleanInput: the switch passes MUI props React refuses on a DOM element (a console error).
  <SelectInput
    key="overdue"
    source="overdue"
    label="admin.privacy.filters.overdue"
    choices={[{ id: 'true', name: 'admin.privacy.overdue' }]}
    alwaysOn
  />,
];

/** A row with its deadline passed carries a red edge, in the table and in the phone's list alike. */
const overdueEdge = (r: RaRecord) =>
  (r as Row).overdue ? { borderLeft: '4px solid', borderLeftColor: 'error.main' } : {};

/** On a phone each request is a row: kind and status, the person, when filed and due, the clock. */
function PrivacyPhoneList() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  return (
    <SimpleList
      rowClick="show"
      rowSx={overdueEdge}
      primaryText={(r: Row) => (
        <span>
          {translate(`admin.privacy.kinds.${r.kind}`)} ·{' '}
          <span data-testid={`privacy-row-status-${r.id}`}>{translate(`admin.privacy.statuses.${r.status}`)}</span>
        </span>
      )}
      secondaryText={(r: Row) =>
        joinedLine(
          who(translate, r),
          labelledLine(translate, [
            ['admin.privacy.fields.filed', hkTime(r.created_at, false)],
            ['admin.privacy.fields.due', hkTime(r.due_at, false)],
          ]),
        )
      }
      tertiaryText={(r: Row) => <Clock record={r} />}
    />
  );
}

/** Open requests first, nearest deadline first (the server's order); overdue rows carry a red edge. */
export function PrivacyRequestList() {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <List perPage={25} exporter={false} filters={filters}>
      {phone ? (
        <PrivacyPhoneList />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick="show" rowSx={overdueEdge}>
          {whoAndWhat(translate, (r) => ({ 'data-testid': `privacy-row-status-${r.id}` }))}
          <HkDateField source="created_at" label="admin.privacy.fields.filed" sortable={false} />
          <HkDateField source="due_at" label="admin.privacy.fields.due" sortable={false} />
          <FunctionField label="admin.privacy.fields.daysLeft" render={(r: Row) => <Clock record={r} />} />
        </Datagrid>
      )}
    </List>
  );
}

/** Answer (the clock stops) or complete; completing a deletion erases the account, so it says so first. */
function PrivacyActions() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const provider = useDataProvider<DataProvider & PrivacyCalls>();
  const [dialog, setDialog] = useState<'answer' | 'complete' | null>(null);
  const [text, setText] = useState('');
  const mutation = useMutation({
    mutationFn: ({ action, id, answer }: { action: 'answer' | 'complete'; id: string; answer: string }) =>
      action === 'answer'
        ? provider.answerPrivacyRequest(id, { answer })
        : provider.completePrivacyRequest(id, answer ? { answer } : {}),
    onSuccess: (_, input) => {
      notify(input.action === 'answer' ? 'admin.privacy.answered' : 'admin.privacy.completed', { type: 'info' });
      setDialog(null);
      setText('');
      refresh();
    },
    onError: (error) => notify(errorText(translate, error), { type: 'error' }),
  });
  if (!record || record.status === 'completed') return null;
  const deletion = record.kind === 'deletion';
  return (
    <>
      <Stack useFlexGap direction="row" sx={{ flexWrap: 'wrap' }} spacing={1}>
        {record.status === 'open' ? (
          <Button variant="outlined" onClick={() => setDialog('answer')} data-testid="privacy-answer">
            {translate('admin.privacy.answerAction')}
          </Button>
        ) : null}
        <Button
          variant="contained"
          color={deletion ? 'error' : 'primary'}
          onClick={() => setDialog('complete')}
          data-testid="privacy-complete"
        >
          {translate(deletion ? 'admin.privacy.completeDeletion' : 'admin.privacy.completeAction')}
        </Button>
      </Stack>
      <Dialog open={dialog !== null} onClose={() => !mutation.isPending && setDialog(null)} fullWidth maxWidth="sm">
        <DialogTitle>
          {translate(dialog === 'answer' ? 'admin.privacy.answerAction' : 'admin.privacy.completeAction')}
        </DialogTitle>
        <DialogContent>
          {dialog === 'complete' && deletion ? (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('admin.privacy.deletionWarning')}
            </Alert>
          ) : null}
          <MuiTextField
            label={translate(dialog === 'answer' ? 'admin.privacy.answerPrompt' : 'admin.privacy.completePrompt')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'privacy-action-text' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDialog(null)} disabled={mutation.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={mutation.isPending || (dialog === 'answer' && !text.trim())}
            onClick={() => dialog && mutation.mutate({ action: dialog, id: String(record.id), answer: text.trim() })}
            data-testid="privacy-action-submit"
          >
            {translate('ra.action.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The request's page title: its kind and the person (react-admin's would end in the request's long id). */
function PrivacyTitle() {
  const record = useRecordContext<Row>();
  const translate = useTranslate();
  if (!record) return null;
  const name = [record.first_name, record.last_name].filter(Boolean).join(' ');
  return <>{`${translate(`admin.privacy.kinds.${record.kind}`)} · ${name || translate('admin.privacy.erased')}`}</>;
}

export function PrivacyRequestShow() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  return (
    <Show
      title={<PrivacyTitle />}
      actions={
        <TopToolbar>
          <ListButton label="admin.privacy.back" />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {whoAndWhat(translate, (r) => ({ 'data-testid': 'privacy-show-status', 'data-status': r.status }))}
        <TextField source="user_code" label="admin.privacy.fields.userCode" emptyText="—" />
        <TextField source="details" label="admin.privacy.fields.details" emptyText="—" />
        <HkDateField source="created_at" label="admin.privacy.fields.filed" showTime />
        <HkDateField source="due_at" label="admin.privacy.fields.due" showTime />
        <FunctionField label="admin.privacy.fields.daysLeft" render={(r: Row) => <Clock record={r} />} />
        <TextField source="answer" label="admin.privacy.fields.answer" emptyText="—" />
        <HkDateField source="answered_at" label="admin.privacy.fields.answeredAt" showTime />
        <HkDateField source="completed_at" label="admin.privacy.fields.completedAt" showTime />
        {permissions === 'staff' ? <PrivacyActions /> : null}
      </SimpleShowLayout>
    </Show>
  );
}
