import { BooleanInput, Datagrid, FunctionField, List, TextField, useTranslate, type RaRecord } from 'react-admin';
import { HkDateField } from '../app/hk-time';

/** Card-money problems staff must look at (GET /api/admin/payments/alerts): refused captures, cancels, refunds. */
export function PaymentAlertList() {
  const translate = useTranslate();
  const filters = [<BooleanInput key="open" source="open" label="admin.ops.alerts.openOnly" alwaysOn />];
  return (
    <List perPage={25} exporter={false} filters={filters}>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="payment-alerts-list">
        <HkDateField source="created_at" label="admin.ops.alerts.fields.createdAt" showTime sortable={false} />
        <TextField source="batch_number" label="admin.ops.alerts.fields.batchNumber" sortable={false} emptyText="—" />
        {/* The code as words in the operator's language; the provider's own text stays as the detail. */}
        <FunctionField
          label="admin.ops.alerts.fields.code"
          render={(r: RaRecord) => (
            <span data-testid="payment-alert-code">
              {translate(`errors.${String(r.code)}`, { _: translate('errors.generic') })}
            </span>
          )}
        />
        <TextField source="message" label="admin.ops.alerts.fields.detail" sortable={false} />
        <HkDateField source="resolved_at" label="admin.ops.alerts.fields.resolvedAt" showTime sortable={false} />
      </Datagrid>
    </List>
  );
}

/** Alerts timers raised (GET /api/admin/timers/alerts): a batch waited too long somewhere. */
export function TimerAlertList() {
  const translate = useTranslate();
  return (
    <List perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false} data-testid="timer-alerts-list">
        <HkDateField source="created_at" label="admin.ops.alerts.fields.createdAt" showTime sortable={false} />
        <TextField source="batch_number" label="admin.ops.alerts.fields.batchNumber" sortable={false} />
        <FunctionField
          label="admin.ops.alerts.fields.kind"
          render={(r: RaRecord) => translate(`admin.ops.alerts.kinds.${String(r.kind)}`, { _: String(r.kind ?? '') })}
        />
        <TextField source="message" label="admin.ops.alerts.fields.detail" sortable={false} />
      </Datagrid>
    </List>
  );
}
