import { DateTimeInput, FunctionField, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { fromHkInput, hkInputValue } from './hk-input';

/** Operators work in Hong Kong whatever the browser's zone: every time is shown there, with the zone named. */
export const HONG_KONG = 'Asia/Hong_Kong';

/** An ISO time (or Date) as "29 Nov 2026, 20:50" in Hong Kong, in the given locale; null for none or unreadable. */
export function hkTimeText(value: unknown, locale: string, withTime = true): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!(value instanceof Date) && typeof value !== 'string' && typeof value !== 'number') return null;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, {
    timeZone: HONG_KONG,
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short', hourCycle: 'h23' } : {}),
  }).format(date);
}

/** A formatter in the operator's language: the Hong Kong time followed by the zone's name ("HKT", 香港時間). */
export function useHkTime(): (value: unknown, withTime?: boolean) => string {
  const translate = useTranslate();
  const [locale = 'en-hk'] = useLocaleState();
  return (value, withTime = true) => {
    const text = hkTimeText(value, locale, withTime);
    return text ? `${text} ${translate('admin.time.zone')}` : '—';
  };
}

/** react-admin's DateField, in Hong Kong time with the zone (a list column or a show field). */
export function HkDateField(props: { source: string; label: string; showTime?: boolean; sortable?: boolean }) {
  const hkTime = useHkTime();
  const { showTime = false, ...rest } = props;
  return <FunctionField {...rest} render={(r: RaRecord) => hkTime(r[props.source], showTime)} />;
}

/** react-admin's DateTimeInput showing and taking Hong Kong time, said under the input (hk-input.ts). */
export function HkDateTimeInput(props: { source: string; label: string }) {
  return <DateTimeInput {...props} format={hkInputValue} parse={fromHkInput} helperText="admin.time.hkInput" />;
}
