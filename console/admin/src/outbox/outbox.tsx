import { Datagrid, List, TextField } from 'react-admin';
import { HkDateField } from '../app/hk-time';

/** What the local SMS default "sent" (GET /api/admin/outbox/sms; staff only: bodies hold OTP codes). */
export function OutboxSmsList() {
  return (
    <List perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <HkDateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
        <TextField source="to_number" label="admin.outbox.fields.to" sortable={false} />
        <TextField source="purpose" label="admin.outbox.fields.purpose" sortable={false} />
        <TextField source="language" label="admin.outbox.fields.language" sortable={false} />
        <TextField source="body" label="admin.outbox.fields.body" sortable={false} />
      </Datagrid>
    </List>
  );
}

export function OutboxEmailList() {
  return (
    <List perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <HkDateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
        <TextField source="to_address" label="admin.outbox.fields.to" sortable={false} />
        <TextField source="subject" label="admin.outbox.fields.subject" sortable={false} />
        <TextField source="purpose" label="admin.outbox.fields.purpose" sortable={false} />
      </Datagrid>
    </List>
  );
}

/**
 * What the SMS gateway did with each message (GET /api/admin/outbox/sms-deliveries): the failed and
 * still-retrying SMS first catch the eye by their status; no body (a code is never kept).
 */
export function SmsDeliveryList() {
  return (
    <List perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <HkDateField source="updated_at" label="admin.outbox.fields.updatedAt" showTime sortable={false} />
        <TextField source="to_number" label="admin.outbox.fields.to" sortable={false} />
        <TextField source="purpose" label="admin.outbox.fields.purpose" sortable={false} />
        <TextField source="status" label="admin.outbox.fields.status" sortable={false} />
        <TextField source="attempts" label="admin.outbox.fields.attempts" sortable={false} />
        <TextField source="last_error_code" label="admin.outbox.fields.lastErrorCode" sortable={false} />
        <TextField source="last_error" label="admin.outbox.fields.lastError" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The purchase robot's error records (GET /api/admin/robot/failures): code, message, batch. */
export function RobotFailureList() {
  return (
    <List perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <HkDateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
        <TextField source="batch_number" label="admin.batches.fields.batchNumber" sortable={false} />
        <TextField source="code" label="admin.robot.code" sortable={false} />
        <TextField source="message" label="admin.robot.message" sortable={false} />
      </Datagrid>
    </List>
  );
}
