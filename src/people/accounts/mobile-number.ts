// Mobile numbers travel as "calling code plus number" (spec §7 OTP) and are stored in E.164 form,
// so "+886 0912..." and "+886912..." are the same number for the "already used" check.

export interface MobileNumber {
  callingCode: string;
  /** Digits after the calling code, without Taiwan's trunk 0. */
  national: string;
  e164: string;
}

interface Rule {
  callingCode: string;
  pattern: RegExp;
  /** Strips a domestic trunk prefix before storing. */
  normalise?: (digits: string) => string;
}

// HK mobiles start 4-9 (8 digits); Macau mobiles start 6 (8 digits); Taiwan mobiles are 9 digits
// starting 9, written domestically with a leading 0; US numbers are 10 digits (NANP area code 2-9).
const RULES: Rule[] = [
  { callingCode: '+852', pattern: /^[4-9]\d{7}$/ },
  { callingCode: '+853', pattern: /^6\d{7}$/ },
  { callingCode: '+886', pattern: /^0?9\d{8}$/, normalise: (digits) => digits.replace(/^0/, '') },
  { callingCode: '+1', pattern: /^[2-9]\d{9}$/ },
];

export const CALLING_CODES = RULES.map((rule) => rule.callingCode);

/** Parses "+852 9123 4567" style input; undefined when it is not a valid mobile for its calling code. */
export function parseMobileNumber(input: unknown): MobileNumber | undefined {
  if (typeof input !== 'string') return undefined;
  const compact = input.replace(/[\s-]/g, '');
  if (!/^\+\d{9,14}$/.test(compact)) return undefined;
  // Longest calling code first so "+1" never swallows a longer code.
  for (const rule of [...RULES].sort((a, b) => b.callingCode.length - a.callingCode.length)) {
    if (!compact.startsWith(rule.callingCode)) continue;
    const digits = compact.slice(rule.callingCode.length);
    if (digits.length < 8 || digits.length > 10 || !rule.pattern.test(digits)) return undefined;
    const national = rule.normalise ? rule.normalise(digits) : digits;
    return { callingCode: rule.callingCode, national, e164: `${rule.callingCode}${national}` };
  }
  return undefined;
}

/** Splits a stored E.164 number back into calling code and national part for the profile view. */
export function splitStoredMobile(e164: string | null): { callingCode: string | null; national: string | null } {
  if (!e164) return { callingCode: null, national: null };
  const parsed = parseMobileNumber(e164);
  return parsed
    ? { callingCode: parsed.callingCode, national: parsed.national }
    : { callingCode: null, national: e164 };
}
