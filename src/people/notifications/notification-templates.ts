import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../../platform/config/project-path';
import type { ReceiptTexts } from './payment-receipt';

/** The five interface languages (same list as console/shared/i18n/locales.ts, which the server build does not include). */
export const NOTIFICATION_LOCALES = ['en-us', 'en-hk', 'zh-hk', 'zh-tw', 'zh-mo'] as const;
export type NotificationLocale = (typeof NOTIFICATION_LOCALES)[number];
export const DEFAULT_NOTIFICATION_LOCALE: NotificationLocale = 'en-hk';

export type LocalizedText = Record<NotificationLocale, string>;

interface TemplateFile {
  tags: Record<string, string>;
  email: Record<string, { subject: string; body: string }>;
  /** The few purposes also sent by SMS (notification-rules SMS_PURPOSES): short, one text each. */
  sms?: Record<string, string>;
  /** Labels of the payment e-mail's receipt (payment-receipt.ts). */
  receipt: ReceiptTexts;
}

export type TemplateParams = Record<string, string>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** `{{name}}` as in i18next, so the customer app and the server share one template text. */
export function interpolate(template: string, params: TemplateParams): string {
  return compileTemplate(template)(params);
}

/**
 * A template split once into its text and its placeholders: `[text, name, whole, text, ...]`.
 * Rendering joins the parts instead of running the regular expression again for every
 * notification (a catch-up renders one per live push).
 */
export function compileTemplate(template: string): (params: TemplateParams) => string {
  const parts: string[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    parts.push(template.slice(last, match.index), match[1], match[0]);
    last = match.index + match[0].length;
  }
  const tail = template.slice(last);
  if (parts.length === 0) return () => tail;
  return (params) => {
    let out = '';
    for (let i = 0; i < parts.length; i += 3) out += parts[i] + (params[parts[i + 1]] ?? parts[i + 2]);
    return out + tail;
  };
}

export function isNotificationLocale(value: unknown): value is NotificationLocale {
  return typeof value === 'string' && (NOTIFICATION_LOCALES as readonly string[]).includes(value);
}

/** console/shared/locales from the project root, whether running compiled (dist/src/...) or from source. */
export function findLocalesDir(start: string = __dirname): string {
  return projectPath(['console', 'shared', 'locales'], start);
}

/**
 * The notification and e-mail texts of console/shared/locales/<locale>/notifications.json, read
 * once at start-up: the same templates the customer app bundles, so a text is translated once.
 */
export class NotificationTemplates {
  private readonly files: Record<NotificationLocale, TemplateFile>;
  /** Per tag, its template in each language (NOTIFICATION_LOCALES order), compiled on first use. */
  private readonly compiled = new Map<string, ((params: TemplateParams) => string)[]>();

  constructor(localesDir: string = findLocalesDir()) {
    const files = {} as Record<NotificationLocale, TemplateFile>;
    for (const locale of NOTIFICATION_LOCALES) {
      const file = join(localesDir, locale, 'notifications.json');
      // Fail at start-up, not at the first notification: a deployment without the texts is broken.
      if (!existsSync(file))
        throw new Error(`notification texts not found at ${file}: deploy console/shared/locales with the server`);
      files[locale] = JSON.parse(readFileSync(file, 'utf8')) as TemplateFile;
    }
    this.files = files;
  }

  hasTag(tag: string): boolean {
    return NOTIFICATION_LOCALES.every((l) => typeof this.files[l].tags?.[tag] === 'string');
  }

  /** The in-app text in every language: the list serves them all, the app picks its own. */
  content(tag: string, params: TemplateParams): LocalizedText {
    let compiled = this.compiled.get(tag);
    if (!compiled) {
      compiled = NOTIFICATION_LOCALES.map((locale) => {
        const template = this.files[locale].tags?.[tag];
        if (typeof template !== 'string') throw new Error(`notifications.json (${locale}) has no tags.${tag}`);
        return compileTemplate(template);
      });
      this.compiled.set(tag, compiled);
    }
    const out = {} as LocalizedText;
    for (let i = 0; i < NOTIFICATION_LOCALES.length; i += 1) out[NOTIFICATION_LOCALES[i]] = compiled[i](params);
    return out;
  }

  email(purpose: string, locale: NotificationLocale, params: TemplateParams): { subject: string; body: string } {
    const template = this.files[locale].email?.[purpose];
    if (!template) throw new Error(`notifications.json (${locale}) has no email.${purpose}`);
    return { subject: interpolate(template.subject, params), body: interpolate(template.body, params) };
  }

  sms(purpose: string, locale: NotificationLocale, params: TemplateParams): string {
    const template = this.files[locale].sms?.[purpose];
    if (!template) throw new Error(`notifications.json (${locale}) has no sms.${purpose}`);
    return interpolate(template, params);
  }

  receipt(locale: NotificationLocale): ReceiptTexts {
    const texts = this.files[locale].receipt;
    if (!texts) throw new Error(`notifications.json (${locale}) has no receipt`);
    return texts;
  }
}
