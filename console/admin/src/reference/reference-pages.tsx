import { useMemo } from 'react';
import {
  BooleanInput,
  Create,
  Datagrid,
  DeleteWithConfirmButton,
  Edit,
  EditButton,
  FunctionField,
  List,
  NumberInput,
  SelectInput,
  SimpleForm,
  SimpleList,
  TextInput,
  Toolbar,
  SaveButton,
  required,
  usePermissions,
  useRecordContext,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { REFERENCE_TABLES, type ReferenceResource } from './ops-data-provider';
import { displayText } from '../app/display-text';
import { placeName } from '../app/place-name';
import { HkDateField, useHkTime } from '../app/hk-time';
import { joinedLine, labelledLine, usePhone } from '../app/phone';
import { PhoneRowButtons } from '../app/phone-row-buttons';
import { rateText, unitsFormat, unitsParse, wholeUnits } from '../app/money-input';
import { money } from '../batches/money';
import { isFeeField, isRateField, unitDigitsOf } from './reference-units';

/** `money`: minor units of the row's currency, typed in its units; `rate`: micro-units per US dollar, typed as the rate. */
type Kind = 'text' | 'number' | 'money' | 'rate' | 'list' | 'long' | 'select' | 'boolean';
interface Field {
  source: string;
  kind?: Kind;
  choices?: readonly string[];
  /** Only on the create form (the row's key, which the edit form cannot change). */
  createOnly?: boolean;
  /** Listed but not edited. */
  readOnly?: boolean;
}

/** What each reference page lists and edits (the tables' columns: migrations/1763886000100-reference-data.ts). */
const FIELDS: Record<ReferenceResource, readonly Field[]> = {
  'ref-fee-rates': [
    { source: 'id', readOnly: true },
    { source: 'fee_country_from', readOnly: true },
    { source: 'fee_country_to', readOnly: true },
    { source: 'price_type', readOnly: true },
    { source: 'weight_type', readOnly: true },
    { source: 'fee_flat_cents', kind: 'money' },
    { source: 'fee_per_weight_cents', kind: 'money' },
  ],
  // Rates are quoted per US dollar in micro-units (machines/pricing/fx.ts): HKD 7.80 = 7800000; shown as 7.80.
  'ref-currency-rates': [
    { source: 'currency', readOnly: true },
    { source: 'rate_micro', kind: 'rate' },
  ],
  'ref-featured-shops': [
    { source: 'region', kind: 'select', choices: ['us', 'hk'] },
    { source: 'name' },
    { source: 'url' },
    { source: 'categories', kind: 'list' },
    { source: 'description', kind: 'long' },
    { source: 'image' },
  ],
  'ref-pickup-locations': [
    { source: 'id', readOnly: true },
    { source: 'name' },
    { source: 'name_zh_hk' },
    { source: 'name_zh_tw' },
    { source: 'address_line_1' },
    { source: 'address_line_2' },
    { source: 'district', readOnly: true },
    { source: 'open_hours_text', kind: 'long' },
  ],
  'ref-prohibited-items': [
    { source: 'name', createOnly: true },
    { source: 'category' },
    { source: 'title' },
    { source: 'scope', kind: 'select', choices: ['all', 'usa'] },
    { source: 'sort', kind: 'number' },
    { source: 'description', kind: 'long' },
  ],
};

/** Columns holding a country or region code, shown by name. */
const PLACES: ReadonlySet<string> = new Set(['fee_country_from', 'fee_country_to', 'region']);

const label = (source: string) => `admin.ops.reference.fields.${source}`;

const showValue = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : displayText(value));

interface InputCommon {
  source: string;
  label: string;
  'data-testid': string;
}

/** A fee or a rate, typed in currency units (12.50, 7.80); the API keeps cents or micro-units. */
function UnitsInput({ field, common }: { field: Field; common: InputCommon }) {
  const record = useRecordContext<RaRecord>();
  const digits = unitDigitsOf(field.source, record) ?? 0;
  // A rate shows at least two decimals (7.80), and all six it may have.
  const shown = field.kind === 'rate' ? 2 : digits;
  const units = useMemo(
    () => ({
      format: unitsFormat(digits, shown),
      parse: unitsParse(digits),
      validate: [required(), wholeUnits(digits)],
    }),
    [digits, shown],
  );
  return <NumberInput {...common} format={units.format} parse={units.parse} validate={units.validate} />;
}

function FieldInput({ field }: { field: Field }) {
  const translate = useTranslate();
  const common = {
    source: field.source,
    label: label(field.source),
    'data-testid': `ref-input-${field.source}`,
  } as const;
  switch (field.kind) {
    case 'number':
      return <NumberInput {...common} validate={required()} />;
    case 'money':
    case 'rate':
      return <UnitsInput field={field} common={common} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'select':
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? []).map((c) => ({
            id: c,
            name: PLACES.has(field.source) ? placeName(translate, c) : c,
          }))}
          translateChoice={false}
          validate={required()}
        />
      );
    case 'list':
      // Stored as an array; typed as "Clothing, Shoes".
      return (
        <TextInput
          {...common}
          format={(v: unknown) => (Array.isArray(v) ? v.join(', ') : displayText(v))}
          parse={(v: string) =>
            v
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          }
        />
      );
    case 'long':
      return <TextInput {...common} multiline fullWidth />;
    default:
      return <TextInput {...common} validate={field.createOnly ? required() : undefined} />;
  }
}

/** A row's value of a field as the list shows it: places by name, money in its currency, lists joined. */
function cellText(translate: TranslateFunction, field: string, r: RaRecord): string {
  if (PLACES.has(field)) return placeName(translate, r[field]);
  if (isFeeField(field)) return money(r[field], r.price_type);
  if (isRateField(field)) return rateText(r[field], r.currency);
  return showValue(r[field]);
}

/** Columns of the list: the named fields (and when a rate was last changed). */
function columns(resource: ReferenceResource, translate: TranslateFunction) {
  const fields = FIELDS[resource];
  const cols = fields.map((f) => (
    <FunctionField
      key={f.source}
      source={f.source}
      label={label(f.source)}
      render={(r: RaRecord) => cellText(translate, f.source, r)}
    />
  ));
  if (resource === 'ref-currency-rates') {
    cols.push(
      <HkDateField key="updated_at" source="updated_at" label="admin.ops.reference.fields.updatedAt" showTime />,
    );
  }
  return cols;
}

/** The field a phone's row leads with (the row's name where it has one; the first column otherwise). */
const LEADING: Partial<Record<ReferenceResource, string>> = {
  'ref-featured-shops': 'name',
  'ref-pickup-locations': 'name',
  'ref-prohibited-items': 'title',
};
/** A long text (a description, opening hours) cut short in a phone's row; the edit form has it whole. */
const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** On a phone each reference row is a list row: its name, then the other fields labelled; staff's buttons at its end. */
function ReferencePhoneList({ resource, staff }: { resource: ReferenceResource; staff: boolean }) {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const leading = LEADING[resource] ?? FIELDS[resource][0].source;
  const rest = FIELDS[resource].filter((f) => f.source !== leading);
  return (
    <SimpleList
      data-testid={`${resource}-list`}
      rowClick={false}
      primaryText={(r: RaRecord) => cellText(translate, leading, r)}
      secondaryText={(r: RaRecord) =>
        labelledLine(translate, [
          ...rest.map((f): [string, unknown] => [label(f.source), short(cellText(translate, f.source, r))]),
          ...(resource === 'ref-currency-rates'
            ? [['admin.ops.reference.fields.updatedAt', hkTime(r.updated_at)] as [string, unknown]]
            : []),
        ])
      }
      rightIcon={
        staff
          ? () => (
              <PhoneRowButtons>
                <EditButton />
                {REFERENCE_TABLES[resource].creatable ? <DeleteWithConfirmButton mutationMode="pessimistic" /> : null}
              </PhoneRowButtons>
            )
          : undefined
      }
    />
  );
}

export function referenceList(resource: ReferenceResource) {
  return function ReferenceList() {
    const { permissions } = usePermissions<string>();
    const staff = permissions === 'staff';
    const translate = useTranslate();
    const phone = usePhone();
    const filters = [<TextInput key="q" source="q" label={translate('admin.ops.reference.search')} alwaysOn />];
    return (
      <List
        filters={filters}
        perPage={25}
        exporter={false}
        sort={{ field: REFERENCE_TABLES[resource].key, order: 'ASC' }}
      >
        {phone ? (
          <ReferencePhoneList resource={resource} staff={staff} />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={false} data-testid={`${resource}-list`}>
            {columns(resource, translate)}
            {staff ? <EditButton /> : null}
            {staff && REFERENCE_TABLES[resource].creatable ? (
              <DeleteWithConfirmButton mutationMode="pessimistic" />
            ) : null}
          </Datagrid>
        )}
      </List>
    );
  };
}

const SaveOnly = () => (
  <Toolbar>
    <SaveButton data-testid="ref-save" />
  </Toolbar>
);

export function referenceEdit(resource: ReferenceResource) {
  return function ReferenceEdit() {
    const translate = useTranslate();
    return (
      <Edit mutationMode="pessimistic" redirect="list">
        <SimpleForm toolbar={<SaveOnly />}>
          {FIELDS[resource]
            .filter((f) => !f.createOnly)
            .map((f) =>
              f.readOnly ? (
                <FunctionField
                  key={f.source}
                  label={label(f.source)}
                  render={(r: RaRecord) => cellText(translate, f.source, r)}
                />
              ) : (
                <FieldInput key={f.source} field={f} />
              ),
            )}
        </SimpleForm>
      </Edit>
    );
  };
}

export function referenceCreate(resource: ReferenceResource) {
  return function ReferenceCreate() {
    return (
      <Create redirect="list">
        <SimpleForm toolbar={<SaveOnly />}>
          {FIELDS[resource]
            .filter((f) => !f.readOnly)
            .map((f) => (
              <FieldInput key={f.source} field={f} />
            ))}
        </SimpleForm>
      </Create>
    );
  };
}

const TABLE_CHOICES = Object.values(REFERENCE_TABLES).map((t) => t.table);

/** Every reference edit with who and when (GET /api/admin/reference/changes?table=). */
export function ReferenceChangeList() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const phone = usePhone();
  const filters = [
    <SelectInput
      key="table"
      source="table"
      label="admin.ops.reference.fields.table"
      choices={TABLE_CHOICES.map((t) => ({ id: t, name: translate(`admin.ops.reference.tables.${t}`) }))}
      translateChoice={false}
      alwaysOn
    />,
  ];
  const changedBy = (r: RaRecord) => showValue(r.changed_by_email ?? r.changed_by);
  return (
    <List filters={filters} perPage={25} exporter={false}>
      {phone ? (
        <SimpleList
          data-testid="ref-changes-list"
          rowClick={false}
          primaryText={(r: RaRecord) =>
            joinedLine(
              translate(`admin.ops.reference.tables.${String(r.table)}`, { _: String(r.table) }),
              showValue(r.key),
            )
          }
          secondaryText={(r: RaRecord) =>
            labelledLine(translate, [
              ['admin.ops.reference.fields.changedBy', changedBy(r)],
              ['admin.ops.reference.fields.before', short(showValue(r.before))],
              ['admin.ops.reference.fields.after', short(showValue(r.after))],
            ])
          }
          tertiaryText={(r: RaRecord) => hkTime(r.changed_at)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="ref-changes-list">
          <HkDateField source="changed_at" label="admin.ops.reference.fields.changedAt" showTime sortable={false} />
          <FunctionField label="admin.ops.reference.fields.changedBy" render={changedBy} />
          <FunctionField
            label="admin.ops.reference.fields.table"
            render={(r: RaRecord) => translate(`admin.ops.reference.tables.${String(r.table)}`, { _: String(r.table) })}
          />
          <FunctionField label="admin.ops.reference.fields.key" render={(r: RaRecord) => showValue(r.key)} />
          <FunctionField label="admin.ops.reference.fields.before" render={(r: RaRecord) => showValue(r.before)} />
          <FunctionField label="admin.ops.reference.fields.after" render={(r: RaRecord) => showValue(r.after)} />
        </Datagrid>
      )}
    </List>
  );
}
