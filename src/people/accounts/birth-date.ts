// Spec §5: a birthday has a four-digit year, then month and day, separated by / or -.
const FORMAT = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/;

/** Minimum age in the terms (spec §1: at least 13; the stricter 18 of the privacy text is not enforced). */
export const MINIMUM_AGE_YEARS = 13;

/** ISO yyyy-mm-dd for a real calendar date in the given format, else undefined. */
export function parseBirthDate(input: unknown): string | undefined {
  if (typeof input !== 'string') return undefined;
  const match = FORMAT.exec(input.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || year < 1900)
    return undefined;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Whole years between an ISO birth date and `now` (UTC calendar). */
export function ageOn(isoBirthDate: string, now: Date): number {
  const [year, month, day] = isoBirthDate.split('-').map(Number);
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}
