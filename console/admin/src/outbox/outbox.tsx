import { Datagrid, DateField, List, TextField } from 'react-admin';

/** What the local SMS default "sent" (GET /api/admin/outbox/sms; staff only: bodies hold OTP codes). */
export function OutboxSmsList() {
  return (
    <List perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
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
        <DateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
        <TextField source="to_address" label="admin.outbox.fields.to" sortable={false} />
        <TextField source="subject" label="admin.outbox.fields.subject" sortable={false} />
        <TextField source="purpose" label="admin.outbox.fields.purpose" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The purchase robot's error records (GET /api/admin/robot/failures): code, message, batch. */
export function RobotFailureList() {
  return (
    <List perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <DateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
        <TextField source="batch_number" label="admin.batches.fields.batchNumber" sortable={false} />
        <TextField source="code" label="admin.robot.code" sortable={false} />
        <TextField source="message" label="admin.robot.message" sortable={false} />
      </Datagrid>
    </List>
  );
}
