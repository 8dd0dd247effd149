import { useState } from 'react';
import { errorText } from '../app/staff-mutation';
import { Box, Button, Chip, MenuItem, Stack, TextField as MuiTextField, Typography } from '@mui/material';
import {
  Confirm,
  Datagrid,
  downloadCSV,
  FunctionField,
  Link,
  List,
  SimpleList,
  NumberField,
  Pagination,
  ReferenceManyField,
  SelectInput,
  Show,
  SimpleShowLayout,
  TextField,
  TextInput,
  useNotify,
  usePermissions,
  useRecordContext,
  useRefresh,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { HkDateField, useHkTime } from '../app/hk-time';
import { toCsv } from '../app/csv';
import { userCsvRows } from './user-csv';
import { joinedLine, usePhone } from '../app/phone';
import { statusLabel } from '../app/status-label';

const ACCOUNT_TYPES = ['r', 'b', 's', 'x'] as const;
/** Staff may move an account between requester and buyer only (Ops contract); staff and auditors are made elsewhere. */
const CHANGEABLE_TYPES = ['r', 'b'] as const;

function useUserFilters() {
  const translate = useTranslate();
  return [
    <TextInput key="search" source="search" label="admin.users.filters.search" alwaysOn />,
    <SelectInput
      key="account_type"
      source="account_type"
      label="admin.users.fields.accountType"
      choices={ACCOUNT_TYPES.map((t) => ({ id: t, name: translate(`admin.users.accountType.${t}`) }))}
      translateChoice={false}
    />,
  ];
}

function AccountType() {
  const translate = useTranslate();
  return (
    <FunctionField
      label="admin.users.fields.accountType"
      render={(r: RaRecord) => translate(`admin.users.accountType.${String(r.account_type)}`)}
    />
  );
}

function DisabledChip() {
  const translate = useTranslate();
  return (
    <FunctionField
      label="admin.ops.users.state"
      render={(r: RaRecord) => (
        <Chip
          size="small"
          data-testid={`user-state-${String(r.id)}`}
          data-disabled={r.disabled ? 'true' : 'false'}
          color={r.disabled ? 'error' : 'success'}
          label={translate(r.disabled ? 'admin.ops.users.disabled' : 'admin.ops.users.active')}
        />
      )}
    />
  );
}

/** The accounts as CSV: headed in the operator's language, types and states in words, Hong Kong times. */
function useUserExporter() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  return (records: RaRecord[]) =>
    downloadCSV(
      toCsv(
        userCsvRows(records, {
          column: (key) => translate(`admin.csv.${key}`),
          accountType: (type) => translate(`admin.users.accountType.${String(type)}`, { _: String(type) }),
          state: (disabled) => translate(disabled ? 'admin.ops.users.disabled' : 'admin.ops.users.active'),
          time: (iso) => hkTime(iso, true),
        }),
      ),
      'accounts',
    );
}

/** Accounts (GET /api/admin/users, src/operations/audit). */
export function UserList() {
  const phone = usePhone();
  const translate = useTranslate();
  return (
    <List
      filters={useUserFilters()}
      perPage={12}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={useUserExporter()}
    >
      {phone ? (
        <SimpleList
          data-testid="admin-user-list"
          linkType="show"
          primaryText={(r: RaRecord) => [r.first_name, r.last_name].filter(Boolean).join(' ') || String(r.email)}
          secondaryText={(r: RaRecord) => String(r.email)}
          tertiaryText={(r: RaRecord) => translate(`admin.users.accountType.${String(r.account_type)}`)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid="admin-user-list">
          {/* A real link: the row is reachable and opened by keyboard, not only by a click. */}
          <FunctionField
            source="email"
            label="admin.users.fields.email"
            sortBy="email"
            render={(r: RaRecord) => (
              <Link
                to={`/users/${encodeURIComponent(String(r.id))}/show`}
                onClick={(e: React.MouseEvent) => e.stopPropagation()}
                data-testid={`admin-user-link-${String(r.email)}`}
              >
                {String(r.email)}
              </Link>
            )}
          />
          <TextField source="first_name" label="admin.users.fields.firstName" />
          <TextField source="last_name" label="admin.users.fields.lastName" />
          <AccountType />
          <DisabledChip />
          <NumberField source="batch_count" label="admin.users.fields.batchCount" />
          <HkDateField source="created_at" label="admin.users.fields.createdAt" />
        </Datagrid>
      )}
    </List>
  );
}

type Change = { account_type: 'r' | 'b' } | { disabled: boolean };

/**
 * Staff's account changes (PATCH /api/admin/users/{id}), pessimistic and confirmed first: disabling
 * signs the person out everywhere (the server revokes the account's sessions), so it is never a misclick.
 */
function UserActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { permissions } = usePermissions<string>();
  const [update, { isPending }] = useUpdate();
  const [pending, setPending] = useState<Change | undefined>(undefined);
  const [nextType, setNextType] = useState<'r' | 'b' | ''>('');
  if (!record || permissions !== 'staff') return null;
  const changeableType = CHANGEABLE_TYPES.includes(record.account_type as 'r' | 'b');

  const confirm = () => {
    if (!pending) return;
    void update(
      'users',
      { id: record.id, data: pending, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('admin.ops.users.saved', { type: 'info' });
          setPending(undefined);
          setNextType('');
          refresh();
        },
        onError: (error: unknown) => {
          setPending(undefined);
          notify(errorText(translate, error), { type: 'error' });
        },
      },
    );
  };

  const question =
    pending && 'disabled' in pending
      ? translate(pending.disabled ? 'admin.ops.users.confirmDisable' : 'admin.ops.users.confirmEnable', {
          email: String(record.email ?? ''),
        })
      : translate('admin.ops.users.confirmType', { type: translate(`admin.users.accountType.${nextType || 'r'}`) });

  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {changeableType ? (
          <>
            <MuiTextField
              select
              size="small"
              sx={{ minWidth: 200 }}
              label={translate('admin.ops.users.changeType')}
              value={nextType}
              onChange={(e) => setNextType(e.target.value as 'r' | 'b')}
              slotProps={{ htmlInput: { 'data-testid': 'user-type-select' } }}
            >
              {CHANGEABLE_TYPES.filter((t) => t !== record.account_type).map((t) => (
                <MenuItem key={t} value={t} data-testid={`user-type-option-${t}`}>
                  {translate(`admin.users.accountType.${t}`)}
                </MenuItem>
              ))}
            </MuiTextField>
            <Button
              variant="outlined"
              disabled={!nextType || isPending}
              onClick={() => nextType && setPending({ account_type: nextType })}
              data-testid="user-type-apply"
            >
              {translate('admin.ops.users.applyType')}
            </Button>
          </>
        ) : null}
        <Button
          variant="contained"
          color={record.disabled ? 'primary' : 'error'}
          disabled={isPending}
          onClick={() => setPending({ disabled: !record.disabled })}
          data-testid={record.disabled ? 'user-enable' : 'user-disable'}
        >
          {translate(record.disabled ? 'admin.ops.users.enable' : 'admin.ops.users.disable')}
        </Button>
      </Stack>
      <Confirm
        isOpen={pending !== undefined}
        loading={isPending}
        title={translate('admin.ops.users.confirmTitle')}
        content={question}
        onConfirm={confirm}
        onClose={() => setPending(undefined)}
      />
    </Box>
  );
}

const batchPage = (id: unknown) => `/batches/${encodeURIComponent(String(id))}/show`;

/** The batches this account requested or buys for (GET /api/admin/users/{id}/batches); a phone gets a simple list. */
function UserBatches() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const phone = usePhone();
  const empty = <span>{translate('admin.ops.users.noBatches')}</span>;
  return (
    <ReferenceManyField
      reference="user-batches"
      target="account_id"
      label="admin.ops.users.batches"
      perPage={10}
      pagination={<Pagination />}
    >
      {phone ? (
        <SimpleList
          data-testid="user-batches"
          rowClick={(id) => batchPage(id)}
          empty={empty}
          primaryText={(r: RaRecord) => `${String(r.batch_number)} · ${statusLabel(translate, r.status)}`}
          secondaryText={(r: RaRecord) => joinedLine([r.requester_name, r.buyer_name].filter(Boolean).join(' → '))}
          tertiaryText={(r: RaRecord) => hkTime(r.updated_at)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={(id) => batchPage(id)} data-testid="user-batches" empty={empty}>
          {/* A real link: each row is reachable and opened by keyboard, not only by a click on the row. */}
          <FunctionField
            label="admin.batches.fields.batchNumber"
            render={(r: RaRecord) => (
              <Link
                to={batchPage(r.id)}
                onClick={(e: React.MouseEvent) => e.stopPropagation()}
                data-testid={`admin-user-batch-link-${String(r.batch_number)}`}
              >
                {String(r.batch_number)}
              </Link>
            )}
          />
          <FunctionField
            label="admin.batches.fields.status"
            render={(r: RaRecord) => statusLabel(translate, r.status)}
          />
          <TextField source="requester_name" label="admin.batches.fields.requester" sortable={false} emptyText="—" />
          <TextField source="buyer_name" label="admin.batches.fields.buyer" sortable={false} emptyText="—" />
          <HkDateField source="updated_at" label="admin.batches.fields.updatedAt" showTime sortable={false} />
        </Datagrid>
      )}
    </ReferenceManyField>
  );
}

function UserBatchesHeading() {
  const translate = useTranslate();
  return <Typography variant="subtitle1">{translate('admin.ops.users.batches')}</Typography>;
}

export function UserShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label="admin.users.fields.accountId" />
        <TextField source="user_code" label="admin.users.fields.userCode" />
        <TextField source="email" label="admin.users.fields.email" />
        <TextField source="first_name" label="admin.users.fields.firstName" />
        <TextField source="last_name" label="admin.users.fields.lastName" />
        <TextField source="mobile" label="admin.users.fields.mobile" emptyText="—" />
        <AccountType />
        <DisabledChip />
        <NumberField source="batch_count" label="admin.users.fields.batchCount" />
        <HkDateField source="created_at" label="admin.users.fields.createdAt" showTime />
      </SimpleShowLayout>
      <UserActions />
      <Box sx={{ px: 2, pb: 2 }}>
        <UserBatchesHeading />
        <UserBatches />
      </Box>
    </Show>
  );
}
