import { declareConcern } from './env-variable';
import { type Env, readPositiveNumber, readUrl } from './env-readers';

export const notificationsConcern = declareConcern({
  title: 'Notifications and e-mail',
  summary: 'E-mail goes to the `outbox_email` table (shown in the console) until an SMTP server is configured.',
  variables: {
    SMTP_URL: {
      defaultText: 'unset: the e-mail outbox table',
      description: '`smtp://` or `smtps://` URL (credentials in the URL) to send e-mail for real',
    },
    SMTP_FROM: { default: 'BNS Concierge <no-reply@localhost>', description: 'Sender address of notification e-mails' },
    NOTIFICATION_RELOAD_MS: {
      default: 180_000,
      description: "Spec §9's notification reload interval: how often the web apps reload the notifications",
    },
  },
});

const { names: v, variables: d } = notificationsConcern;

export interface NotificationsConfig {
  /** E-mail through SMTP (smtp:// or smtps://, credentials in the URL); unset = the outbox_email table. */
  smtpUrl: string | undefined;
  /** Sender of notification e-mails sent through SMTP. */
  smtpFrom: string;
  /** Spec §9 "notification reload interval": how often the apps reload the notifications (NOTIFICATION_RELOAD_MS). */
  notificationReloadMs: number;
}

export function readNotificationsConfig(env: Env, problems: string[]): NotificationsConfig {
  const smtpFrom = env[v.SMTP_FROM] || d.SMTP_FROM.default;
  if (smtpFrom.length > 200 || !smtpFrom.includes('@'))
    problems.push('SMTP_FROM must be an e-mail address (optionally "Name <address>")');
  return {
    smtpUrl: readUrl(env, v.SMTP_URL, ['smtp:', 'smtps:'], problems),
    smtpFrom,
    notificationReloadMs: readPositiveNumber(
      env,
      v.NOTIFICATION_RELOAD_MS,
      d.NOTIFICATION_RELOAD_MS.default,
      problems,
      true,
    ),
  };
}
