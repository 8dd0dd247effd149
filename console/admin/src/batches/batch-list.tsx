import {
  Datagrid,
  downloadCSV,
  ExportButton,
  FilterButton,
  FunctionField,
  Link,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useListContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Typography } from '@mui/material';
import { GlobalAutoWorkflowSwitch } from './global-auto-workflow';
import { DASHBOARD_GROUP_NAMES, LIST_TABS, STATUSES } from '@machines/batch/statuses';
import { money } from './money';
import { ArrivalTabs } from '../arrivals/arrival-tabs';
import { ARRIVAL_TABS } from '@contracts/batch/arrival';
import { HkDateField, useHkTime } from '../app/hk-time';
import { placeName } from '../app/place-name';
import { usePhone } from '../app/phone';
import { batchCsvRows, toCsv } from './batch-csv';
import { itemsRefunded, listRowStatusLabel, partialRefundOfRow, statusLabel } from '../app/status-label';
import { SHIPMENT_WAREHOUSES } from '../shipments/shipment-format';

/** The places a batch ships from (the overseas warehouses) or to, picked by name rather than typed as a code. */
const PLACES = [...new Set(['hk', 'mo', ...SHIPMENT_WAREHOUSES])];

/** Every filter the spec's list calls take (src/batch README: GET /api/batch/{requests,orders,archived}). */
function useBatchFilters() {
  const translate = useTranslate();
  const yesNo = [
    { id: 'true', name: translate('admin.common.yes') },
    { id: 'false', name: translate('admin.common.no') },
  ];
  return [
    <SelectInput
      key="kind"
      source="kind"
      label="admin.batches.filters.kind"
      alwaysOn
      emptyText="admin.batches.kind.orders"
      emptyValue="orders"
      choices={[
        { id: 'requests', name: 'admin.batches.kind.requests' },
        { id: 'orders', name: 'admin.batches.kind.orders' },
        { id: 'archived', name: 'admin.batches.kind.archived' },
      ]}
    />,
    <TextInput key="search" source="search" label="admin.batches.filters.search" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      label="admin.batches.filters.status"
      choices={STATUSES.map((s) => ({ id: s.name, name: statusLabel(translate, s.name) }))}
      translateChoice={false}
    />,
    <SelectInput
      key="group"
      source="group"
      label="admin.batches.filters.group"
      choices={DASHBOARD_GROUP_NAMES.map((g) => ({ id: g, name: translate(`admin.ops.groups.${g}`) }))}
      translateChoice={false}
    />,
    <SelectInput
      key="tab"
      source="tabfilterOption"
      label="admin.batches.filters.tab"
      choices={LIST_TABS.map((t) => ({ id: t.key, name: translate(t.labelKey) }))}
      translateChoice={false}
    />,
    <SelectInput
      key="arrival"
      source="arrival"
      label="admin.arrival.filter"
      choices={ARRIVAL_TABS.map((tab) => ({ id: tab, name: translate(`admin.arrival.tabs.${tab}`) }))}
      translateChoice={false}
    />,
    ...(['site_from', 'site_to'] as const).map((source) => (
      <SelectInput
        key={source}
        source={source}
        label={source === 'site_from' ? 'admin.batches.filters.siteFrom' : 'admin.batches.filters.siteTo'}
        choices={PLACES.map((code) => ({ id: code, name: placeName(translate, code) }))}
        translateChoice={false}
      />
    )),
    <SelectInput
      key="type"
      source="type"
      label="admin.batches.filters.type"
      choices={[
        { id: 'requests', name: 'admin.batches.kind.requests' },
        { id: 'orders', name: 'admin.batches.kind.orders' },
      ]}
    />,
    <TextInput key="internalRemark" source="internalRemark" label="admin.batches.filters.internalRemark" />,
    <SelectInput
      key="refund"
      source="refund"
      label="admin.batches.filters.refund"
      choices={yesNo}
      translateChoice={false}
    />,
    <SelectInput
      key="purchaseType"
      source="purchaseType"
      label="admin.batches.filters.purchaseType"
      choices={[
        { id: 'auto', name: 'admin.batches.purchaseTypes.auto' },
        { id: 'manual', name: 'admin.batches.purchaseTypes.manual' },
      ]}
    />,
    <SelectInput
      key="autoWorkFlow"
      source="autoWorkFlow"
      label="admin.batches.filters.autoWorkflow"
      choices={yesNo}
      translateChoice={false}
    />,
  ];
}

/** The CSV export: currency units beside the currency, statuses and countries in words, Hong Kong times. */
function useBatchExporter() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  return (records: RaRecord[]) =>
    downloadCSV(
      toCsv(
        batchCsvRows(records, {
          column: (key) => translate(`admin.csv.${key}`),
          status: (status) => statusLabel(translate, status),
          itemsRefunded: ({ count, total }) => itemsRefunded(translate, count, total),
          kind: (type) => translate(`admin.batches.kind.${String(type)}`, { _: String(type) }),
          country: (code) => placeName(translate, code),
          time: (iso) => hkTime(iso),
        }),
      ),
      'batches',
    );
}

function BatchListActions() {
  const translate = useTranslate();
  return (
    <TopToolbar>
      <GlobalAutoWorkflowSwitch />
      <FilterButton />
      {/* On a phone react-admin draws it as an icon, and a disabled one (an empty list) without a name. */}
      <ExportButton aria-label={translate('ra.action.export')} />
    </TopToolbar>
  );
}

/** The server counts up to 10,000 rows (count_capped beyond): the pages shown stop there, so say so. */
function CountCapped() {
  const translate = useTranslate();
  const context = useListContext();
  const meta = context.meta as { countCapped?: boolean } | undefined;
  if (!meta?.countCapped) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }} data-testid="admin-batch-count-capped">
      {translate('admin.batches.countCapped', { total: (context.total ?? 0).toLocaleString() })}
    </Typography>
  );
}

/** The internal remark in a row, cut short (the show page has it whole). */
function RemarkCell({ remark }: { remark: unknown }) {
  if (typeof remark !== 'string' || !remark) return <>—</>;
  return <span title={remark}>{remark.length > 40 ? `${remark.slice(0, 39)}…` : remark}</span>;
}

/** No rows: say which list is empty and why (the archive showed nothing at all). */
function EmptyList() {
  const translate = useTranslate();
  const filterValues = useListContext().filterValues as Record<string, unknown>;
  const kind = typeof filterValues.kind === 'string' ? filterValues.kind : 'orders';
  const filtered = Object.keys(filterValues).some((k) => k !== 'kind');
  const key = filtered
    ? 'admin.batches.empty.filtered'
    : `admin.batches.empty.${kind === 'archived' ? 'archived' : kind === 'requests' ? 'requests' : 'orders'}`;
  return (
    <Typography sx={{ p: 3 }} data-testid="admin-batch-list-empty" data-kind={kind}>
      {translate(key)}
    </Typography>
  );
}

export function BatchList() {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <List
      actions={<BatchListActions />}
      exporter={useBatchExporter()}
      filters={useBatchFilters()}
      filterDefaultValues={{ kind: 'orders' }}
      sort={{ field: 'updated_at', order: 'DESC' }}
      perPage={12}
    >
      <ArrivalTabs />
      <CountCapped />
      {/* Sortable columns are the server's `ordering` whitelist; the others are not sortable. */}
      {phone ? (
        <SimpleList
          data-testid="admin-batch-list"
          linkType="show"
          empty={<EmptyList />}
          primaryText={(r: RaRecord) => `${String(r.batch_number)} · ${listRowStatusLabel(translate, r)}`}
          secondaryText={(r: RaRecord) =>
            [r.requester_name, r.buyer_name].filter((n) => typeof n === 'string' && n).join(' → ')
          }
          tertiaryText={(r: RaRecord) => money(r.total, r.currency)}
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false} data-testid="admin-batch-list" empty={<EmptyList />}>
          {/* A real link: each row is reachable and opened by keyboard, not only by a click on the row. */}
          <FunctionField
            label="admin.batches.fields.batchNumber"
            source="batch_number"
            sortBy="batch_number"
            render={(r: RaRecord) => (
              <Link
                to={`/batches/${encodeURIComponent(String(r.id))}/show`}
                onClick={(e: React.MouseEvent) => e.stopPropagation()}
                data-testid={`admin-batch-link-${String(r.batch_number)}`}
              >
                {String(r.batch_number)}
              </Link>
            )}
          />
          <FunctionField
            label="admin.batches.fields.status"
            source="status"
            sortBy="status"
            render={(r: RaRecord) => (
              <span
                data-testid={`admin-batch-status-${String(r.batch_number)}`}
                data-refunded-items={partialRefundOfRow(r)?.count ?? ''}
              >
                {listRowStatusLabel(translate, r)}
              </span>
            )}
          />
          <FunctionField
            label="admin.batches.fields.group"
            sortable={false}
            render={(r: RaRecord) => (r.group ? translate(`admin.ops.groups.${String(r.group)}`) : '—')}
          />
          <FunctionField
            label="admin.arrival.column"
            sortable={false}
            render={(r: RaRecord) =>
              r.arrival ? (
                <span data-testid={`admin-batch-arrival-${String(r.batch_number)}`} data-arrival={String(r.arrival)}>
                  {translate(`admin.arrival.tabs.${String(r.arrival)}`)}
                </span>
              ) : (
                '—'
              )
            }
          />
          <TextField source="requester_name" label="admin.batches.fields.requester" sortable={false} />
          <TextField source="buyer_name" label="admin.batches.fields.buyer" sortable={false} emptyText="—" />
          <FunctionField
            label="admin.batches.fields.total"
            sortable={false}
            render={(r: RaRecord) => money(r.total, r.currency)}
          />
          <FunctionField
            label="admin.staffNotes.remark"
            sortable={false}
            render={(r: RaRecord) => <RemarkCell remark={r.buyer_remark as unknown} />}
          />
          <HkDateField source="created_at" label="admin.batches.fields.createdAt" showTime />
          <HkDateField source="updated_at" label="admin.batches.fields.updatedAt" showTime />
        </Datagrid>
      )}
    </List>
  );
}
