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
  TextField,
  TextInput,
  Toolbar,
  SaveButton,
  required,
  usePermissions,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { REFERENCE_TABLES, type ReferenceResource } from './ops-data-provider';
import { displayText } from '../app/display-text';
import { placeName } from '../app/place-name';
import { HkDateField } from '../app/hk-time';

type Kind = 'text' | 'number' | 'list' | 'long' | 'select' | 'boolean';
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
    { source: 'fee_flat_cents', kind: 'number' },
    { source: 'fee_per_weight_cents', kind: 'number' },
  ],
  // Rates are quoted per US dollar in micro-units (machines/pricing/fx.ts): HKD 7.80 = 7800000.
  'ref-currency-rates': [
    { source: 'currency', readOnly: true },
    { source: 'rate_micro', kind: 'number' },
    { source: 'per_usd', readOnly: true },
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

/** Columns of the list: the named fields (and when a rate was last changed). */
function columns(resource: ReferenceResource, translate: TranslateFunction) {
  const fields = FIELDS[resource];
  const cols = fields.map((f) => (
    <FunctionField
      key={f.source}
      source={f.source}
      label={label(f.source)}
      render={(r: RaRecord) => (PLACES.has(f.source) ? placeName(translate, r[f.source]) : showValue(r[f.source]))}
    />
  ));
  if (resource === 'ref-currency-rates') {
    cols.push(
      <HkDateField key="updated_at" source="updated_at" label="admin.ops.reference.fields.updatedAt" showTime />,
    );
  }
  return cols;
}

export function referenceList(resource: ReferenceResource) {
  return function ReferenceList() {
    const { permissions } = usePermissions<string>();
    const staff = permissions === 'staff';
    const translate = useTranslate();
    const filters = [<TextInput key="q" source="q" label={translate('admin.ops.reference.search')} alwaysOn />];
    return (
      <List
        filters={filters}
        perPage={25}
        exporter={false}
        sort={{ field: REFERENCE_TABLES[resource].key, order: 'ASC' }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid={`${resource}-list`}>
          {columns(resource, translate)}
          {staff ? <EditButton /> : null}
          {staff && REFERENCE_TABLES[resource].creatable ? (
            <DeleteWithConfirmButton mutationMode="pessimistic" />
          ) : null}
        </Datagrid>
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
                  render={(r: RaRecord) =>
                    PLACES.has(f.source) ? placeName(translate, r[f.source]) : showValue(r[f.source])
                  }
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
  return (
    <List filters={filters} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="ref-changes-list">
        <HkDateField source="changed_at" label="admin.ops.reference.fields.changedAt" showTime sortable={false} />
        <FunctionField
          label="admin.ops.reference.fields.changedBy"
          render={(r: RaRecord) => showValue(r.changed_by_email ?? r.changed_by)}
        />
        <TextField source="table" label="admin.ops.reference.fields.table" sortable={false} />
        <FunctionField label="admin.ops.reference.fields.key" render={(r: RaRecord) => showValue(r.key)} />
        <FunctionField label="admin.ops.reference.fields.before" render={(r: RaRecord) => showValue(r.before)} />
        <FunctionField label="admin.ops.reference.fields.after" render={(r: RaRecord) => showValue(r.after)} />
      </Datagrid>
    </List>
  );
}
