import {
  BooleanInput,
  Datagrid,
  FunctionField,
  List,
  SimpleList,
  TextField,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { HkDateField, useHkTime } from '../app/hk-time';
import { joinedLine, labelledLine, usePhone } from '../app/phone';

/** A payment alert's code as words in the operator's language (the provider's own text stays as the detail). */
function AlertCode({ code }: { code: unknown }) {
  const translate = useTranslate();
  return (
    <span data-testid="payment-alert-code">
      {translate(`errors.${String(code)}`, { _: translate('errors.generic') })}
    </span>
  );
}

/** Card-money problems staff must look at (GET /api/admin/payments/alerts): refused captures, cancels, refunds. */
export function PaymentAlertList() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const filters = [<BooleanInput key="open" source="open" label="admin.ops.alerts.openOnly" alwaysOn />];
  return (
    <List perPage={25} exporter={false} filters={filters}>
      {usePhone() ? (
        <SimpleList
          data-testid="payment-alerts-list"
          rowClick={false}
          primaryText={(r: RaRecord) => (
            <span>
              {joinedLine(r.batch_number)} <AlertCode code={r.code as unknown} />
            </span>
          )}
          secondaryText={(r: RaRecord) =>
            joinedLine(
              r.message,
              labelledLine(translate, [['admin.ops.alerts.fields.resolvedAt', hkTime(r.resolved_at)]]),
            )
          }
          tertiaryText={(r: RaRecord) => hkTime(r.created_at)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="payment-alerts-list">
          <HkDateField source="created_at" label="admin.ops.alerts.fields.createdAt" showTime sortable={false} />
          <TextField source="batch_number" label="admin.ops.alerts.fields.batchNumber" sortable={false} emptyText="—" />
          <FunctionField
            label="admin.ops.alerts.fields.code"
            render={(r: RaRecord) => <AlertCode code={r.code as unknown} />}
          />
          <TextField source="message" label="admin.ops.alerts.fields.detail" sortable={false} />
          <HkDateField source="resolved_at" label="admin.ops.alerts.fields.resolvedAt" showTime sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}

/** Alerts timers raised (GET /api/admin/timers/alerts): a batch waited too long somewhere. */
export function TimerAlertList() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const kind = (r: RaRecord) => translate(`admin.ops.alerts.kinds.${String(r.kind)}`, { _: String(r.kind ?? '') });
  return (
    <List perPage={25} exporter={false}>
      {usePhone() ? (
        <SimpleList
          data-testid="timer-alerts-list"
          rowClick={false}
          primaryText={(r: RaRecord) => joinedLine(r.batch_number, kind(r))}
          secondaryText={(r: RaRecord) => joinedLine(r.message)}
          tertiaryText={(r: RaRecord) => hkTime(r.created_at)}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="timer-alerts-list">
          <HkDateField source="created_at" label="admin.ops.alerts.fields.createdAt" showTime sortable={false} />
          <TextField source="batch_number" label="admin.ops.alerts.fields.batchNumber" sortable={false} />
          <FunctionField label="admin.ops.alerts.fields.kind" render={kind} />
          <TextField source="message" label="admin.ops.alerts.fields.detail" sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
