import type { ReactNode } from 'react';
import { Datagrid, FunctionField, List, SimpleList, TextField, useTranslate, type RaRecord } from 'react-admin';
import { HkDateField, useHkTime } from '../app/hk-time';
import { joinedLine, labelledLine, usePhone } from '../app/phone';

type RowText = (r: RaRecord) => string;

/**
 * A read-only list of messages or records: on a phone one row each (who to and what, the details
 * below, the time `at` at the right), else the table its columns (`children`) describe.
 */
function MessageList(props: { at: string; primary: RowText; secondary: RowText; children: ReactNode }) {
  const hkTime = useHkTime();
  return (
    <List perPage={25} exporter={false}>
      {usePhone() ? (
        <SimpleList
          rowClick={false}
          primaryText={props.primary}
          secondaryText={props.secondary}
          tertiaryText={(r: RaRecord) => hkTime(r[props.at])}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          {props.children}
        </Datagrid>
      )}
    </List>
  );
}

/**
 * Codes read as words: `prefix.<code>` (what a message was for, the gateway's state, the language it
 * was written in), or the code itself when it is one this console has no words for.
 */
function useWords(): (prefix: string, value: unknown) => string | undefined {
  const translate = useTranslate();
  return (prefix, value) => {
    const code = typeof value === 'string' ? value : '';
    return code ? translate(`${prefix}.${code}`, { _: code }) : undefined;
  };
}

/** A column of codes read as words (`useWords`), a dash when there is none. */
function WordsField({ source, label, prefix }: { source: string; label: string; prefix: string }) {
  const words = useWords();
  return <FunctionField label={label} render={(r: RaRecord) => words(prefix, r[source]) ?? '—'} />;
}

const PURPOSES = 'admin.outbox.purposes';

/** What the local SMS default "sent" (GET /api/admin/outbox/sms; staff only: bodies hold OTP codes). */
export function OutboxSmsList() {
  const translate = useTranslate();
  const words = useWords();
  return (
    <MessageList
      at="created_at"
      primary={(r) => joinedLine(r.to_number, words(PURPOSES, r.purpose))}
      secondary={(r) =>
        joinedLine(
          r.body,
          labelledLine(translate, [['admin.outbox.fields.language', words('common.language', r.language)]]),
        )
      }
    >
      <HkDateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
      <TextField source="to_number" label="admin.outbox.fields.to" sortable={false} />
      <WordsField source="purpose" label="admin.outbox.fields.purpose" prefix={PURPOSES} />
      <WordsField source="language" label="admin.outbox.fields.language" prefix="common.language" />
      <TextField source="body" label="admin.outbox.fields.body" sortable={false} />
    </MessageList>
  );
}

export function OutboxEmailList() {
  const translate = useTranslate();
  const words = useWords();
  return (
    <MessageList
      at="created_at"
      primary={(r) => joinedLine(r.to_address)}
      secondary={(r) =>
        joinedLine(r.subject, labelledLine(translate, [['admin.outbox.fields.purpose', words(PURPOSES, r.purpose)]]))
      }
    >
      <HkDateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
      <TextField source="to_address" label="admin.outbox.fields.to" sortable={false} />
      <TextField source="subject" label="admin.outbox.fields.subject" sortable={false} />
      <WordsField source="purpose" label="admin.outbox.fields.purpose" prefix={PURPOSES} />
    </MessageList>
  );
}

/**
 * What the SMS gateway did with each message (GET /api/admin/outbox/sms-deliveries): the failed and
 * still-retrying SMS first catch the eye by their status; no body (a code is never kept).
 */
export function SmsDeliveryList() {
  const translate = useTranslate();
  const words = useWords();
  return (
    <MessageList
      at="updated_at"
      primary={(r) => joinedLine(r.to_number, words('admin.outbox.deliveryStatus', r.status))}
      secondary={(r) =>
        labelledLine(translate, [
          ['admin.outbox.fields.purpose', words(PURPOSES, r.purpose)],
          ['admin.outbox.fields.attempts', r.attempts],
          ['admin.outbox.fields.lastErrorCode', r.last_error_code],
          ['admin.outbox.fields.lastError', r.last_error],
        ])
      }
    >
      <HkDateField source="updated_at" label="admin.outbox.fields.updatedAt" showTime sortable={false} />
      <TextField source="to_number" label="admin.outbox.fields.to" sortable={false} />
      <WordsField source="purpose" label="admin.outbox.fields.purpose" prefix={PURPOSES} />
      <WordsField source="status" label="admin.outbox.fields.status" prefix="admin.outbox.deliveryStatus" />
      <TextField source="attempts" label="admin.outbox.fields.attempts" sortable={false} />
      <TextField source="last_error_code" label="admin.outbox.fields.lastErrorCode" sortable={false} />
      <TextField source="last_error" label="admin.outbox.fields.lastError" sortable={false} />
    </MessageList>
  );
}

/** The purchase robot's error records (GET /api/admin/robot/failures): code, message, batch. */
export function RobotFailureList() {
  return (
    <MessageList
      at="created_at"
      primary={(r) => joinedLine(r.batch_number, r.code)}
      secondary={(r) => joinedLine(r.message)}
    >
      <HkDateField source="created_at" label="admin.outbox.fields.createdAt" showTime sortable={false} />
      <TextField source="batch_number" label="admin.batches.fields.batchNumber" sortable={false} />
      <TextField source="code" label="admin.robot.code" sortable={false} />
      <TextField source="message" label="admin.robot.message" sortable={false} />
    </MessageList>
  );
}
