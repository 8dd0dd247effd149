import { useState } from 'react';
import {
  BooleanField,
  Confirm,
  CreateButton,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  SimpleList,
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
import { HkDateField, HkDateTimeInput, useHkTime } from '../app/hk-time';
import { labelledLine, usePhone } from '../app/phone';
import { PhoneRowButtons } from '../app/phone-row-buttons';
import { money } from '../batches/money';
import { MinOrderInput, PromoValueInput } from './promo-inputs';

const KINDS = [
  { id: 'amount', name: 'admin.promo.kind.amount' },
  { id: 'percent', name: 'admin.promo.kind.percent' },
];

/** Amounts are stored in HKD cents and shown in dollars ("12.50 HKD"), as the console shows all money. */
const value = (r: RaRecord) => (r.kind === 'percent' ? `${String(r.value)}%` : money(r.value, 'HKD'));
const minOrder = (r: RaRecord) => money(r.min_order_total, 'HKD');
const usage = (r: RaRecord) =>
  `${String(r.redemptions ?? 0)} / ${r.max_redemptions == null ? '∞' : String(r.max_redemptions)}`;

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

/** On a phone each code is a row: code and discount, then its terms; staff's Edit and Expire at its end. */
function PromoPhoneList({ staff }: { staff: boolean }) {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const yesNo = (v: unknown) => translate(v ? 'ra.boolean.true' : 'ra.boolean.false');
  return (
    <SimpleList
      data-testid="promo-list"
      rowClick={false}
      primaryText={(r: RaRecord) => `${String(r.code)} · ${value(r)}`}
      secondaryText={(r: RaRecord) =>
        labelledLine(translate, [
          ['admin.promo.fields.kind', translate(`admin.promo.kind.${String(r.kind)}`, { _: String(r.kind) })],
          ['admin.promo.fields.minOrderTotal', minOrder(r)],
          ['admin.promo.fields.validFrom', hkTime(r.valid_from, false)],
          ['admin.promo.fields.validUntil', hkTime(r.valid_until, false)],
          ['admin.promo.fields.usage', usage(r)],
          ['admin.promo.fields.oncePerAccount', yesNo(r.once_per_account)],
          ['admin.promo.fields.active', yesNo(r.active)],
        ])
      }
      rightIcon={
        staff
          ? () => (
              <PhoneRowButtons>
                <EditButton />
                <ExpireButton />
              </PhoneRowButtons>
            )
          : undefined
      }
    />
  );
}

export function PromoCodeList() {
  const { permissions } = usePermissions<string>();
  const staff = permissions === 'staff';
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <List perPage={25} exporter={false} actions={<TopToolbar>{staff ? <CreateButton /> : null}</TopToolbar>}>
      {phone ? (
        <PromoPhoneList staff={staff} />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="code" label="admin.promo.fields.code" sortable={false} />
          <FunctionField
            label="admin.promo.fields.kind"
            render={(r: RaRecord) => translate(`admin.promo.kind.${String(r.kind)}`, { _: String(r.kind) })}
          />
          <FunctionField label="admin.promo.fields.value" render={value} />
          <FunctionField label="admin.promo.fields.minOrderTotal" render={minOrder} />
          <HkDateField source="valid_from" label="admin.promo.fields.validFrom" sortable={false} />
          <HkDateField source="valid_until" label="admin.promo.fields.validUntil" sortable={false} />
          <FunctionField label="admin.promo.fields.usage" render={usage} />
          <BooleanField source="once_per_account" label="admin.promo.fields.oncePerAccount" sortable={false} />
          <BooleanField source="active" label="admin.promo.fields.active" sortable={false} />
          {staff ? <EditButton /> : null}
          {staff ? <ExpireButton /> : null}
        </Datagrid>
      )}
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
      <PromoValueInput />
      <MinOrderInput />
      <HkDateTimeInput source="valid_from" label="admin.promo.fields.validFrom" />
      <HkDateTimeInput source="valid_until" label="admin.promo.fields.validUntil" />
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
