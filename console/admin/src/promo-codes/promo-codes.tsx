import { useState } from 'react';
import {
  BooleanField,
  Confirm,
  CreateButton,
  BooleanInput,
  Create,
  Datagrid,
  DateTimeInput,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  usePermissions,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useDataProvider,
  type RaRecord,
} from 'react-admin';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../app/data-provider';
import { errorText } from '../app/staff-mutation';
import { HkDateField } from '../app/hk-time';

const KINDS = [
  { id: 'amount', name: 'admin.promo.kind.amount' },
  { id: 'percent', name: 'admin.promo.kind.percent' },
];

const value = (r: RaRecord) =>
  r.kind === 'percent' ? `${String(r.value)}%` : `${(Number(r.value) / 100).toFixed(2)} HKD`;

/** Staff only: expires the code now (PATCH { expire: true }) once confirmed, waiting for the server. */
function ExpireButton() {
  const record = useRecordContext<RaRecord>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const code = String(record.code);
  const expire = () => {
    setBusy(true);
    dataProvider
      .expirePromoCode(code)
      .then(
        () => {
          notify('admin.promo.expired', { type: 'info' });
          refresh();
        },
        (error: unknown) => notify(errorText(translate, error), { type: 'error' }),
      )
      .finally(() => {
        setBusy(false);
        setAsking(false);
      });
  };
  return (
    <>
      <Button
        size="small"
        color="warning"
        data-testid={`promo-expire-${code}`}
        onClick={(e) => {
          e.stopPropagation();
          setAsking(true);
        }}
      >
        {translate('admin.promo.expire')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title={translate('admin.expireConfirm.title', { code })}
        content={translate('admin.expireConfirm.content')}
        confirm="admin.promo.expire"
        onConfirm={expire}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

export function PromoCodeList() {
  const { permissions } = usePermissions<string>();
  const staff = permissions === 'staff';
  const translate = useTranslate();
  return (
    <List perPage={25} exporter={false} actions={<TopToolbar>{staff ? <CreateButton /> : null}</TopToolbar>}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" label="admin.promo.fields.code" sortable={false} />
        <FunctionField
          label="admin.promo.fields.kind"
          render={(r: RaRecord) => translate(`admin.promo.kind.${String(r.kind)}`, { _: String(r.kind) })}
        />
        <FunctionField label="admin.promo.fields.value" render={value} />
        <FunctionField
          label="admin.promo.fields.minOrderTotal"
          render={(r: RaRecord) => `${(Number(r.min_order_total) / 100).toFixed(2)} HKD`}
        />
        <HkDateField source="valid_from" label="admin.promo.fields.validFrom" sortable={false} />
        <HkDateField source="valid_until" label="admin.promo.fields.validUntil" sortable={false} />
        <FunctionField
          label="admin.promo.fields.usage"
          render={(r: RaRecord) =>
            `${String(r.redemptions ?? 0)} / ${r.max_redemptions == null ? '∞' : String(r.max_redemptions)}`
          }
        />
        <BooleanField source="once_per_account" label="admin.promo.fields.oncePerAccount" sortable={false} />
        <BooleanField source="active" label="admin.promo.fields.active" sortable={false} />
        {staff ? <EditButton /> : null}
        {staff ? <ExpireButton /> : null}
      </Datagrid>
    </List>
  );
}

/** Save only: promo codes are expired, never deleted (the API has no delete; usage counts must stay). */
function PromoToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

function PromoForm({ creating }: { creating: boolean }) {
  return (
    <SimpleForm toolbar={<PromoToolbar />}>
      {creating ? (
        <TextInput source="code" label="admin.promo.fields.code" required />
      ) : (
        <TextField source="code" label="admin.promo.fields.code" />
      )}
      <SelectInput source="kind" label="admin.promo.fields.kind" choices={KINDS} required defaultValue="amount" />
      <NumberInput source="value" label="admin.promo.fields.valueHint" required />
      <NumberInput source="min_order_total" label="admin.promo.fields.minOrderTotalCents" defaultValue={0} />
      <DateTimeInput source="valid_from" label="admin.promo.fields.validFrom" />
      <DateTimeInput source="valid_until" label="admin.promo.fields.validUntil" />
      <NumberInput source="max_redemptions" label="admin.promo.fields.maxRedemptions" />
      <BooleanInput source="once_per_account" label="admin.promo.fields.oncePerAccount" defaultValue />
      <BooleanInput source="active" label="admin.promo.fields.active" defaultValue />
      <TextInput source="description" label="admin.promo.fields.description" multiline fullWidth />
    </SimpleForm>
  );
}

/** Our own notice after a save (react-admin's default says "Element created"), naming the code. */
function useSavedNotice(key: 'promoCreated' | 'promoUpdated') {
  const notify = useNotify();
  const redirect = useRedirect();
  return {
    onSuccess: (data: RaRecord) => {
      notify(`admin.saved.${key}`, { type: 'info', messageArgs: { code: String(data.code ?? data.id) } });
      redirect('list', 'promo-codes');
    },
  };
}

export function PromoCodeCreate() {
  return (
    <Create mutationMode="pessimistic" redirect="list" mutationOptions={useSavedNotice('promoCreated')}>
      <PromoForm creating />
    </Create>
  );
}

export function PromoCodeEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="list"
      actions={<TopToolbar />}
      mutationOptions={useSavedNotice('promoUpdated')}
    >
      <PromoForm creating={false} />
    </Edit>
  );
}
