import { useMediaQuery, type Theme } from '@mui/material';
import { displayText } from './display-text';

/** A phone-sized screen (below MUI's `sm`, 600 px): lists become react-admin's SimpleList there. */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

const shown = (value: unknown) => displayText(value).trim() !== '' && value !== '—';

/** A phone list row's values on one line, the empty ones left out: "+85291234567 · otp". */
export function joinedLine(...values: unknown[]): string {
  return values
    .filter(shown)
    .map((v) => displayText(v))
    .join(' · ');
}

/**
 * A phone list row's details as one line of "Label: value" pairs (the table's column headings and
 * cells), the empty values left out: "Kind: Amount · Minimum order: 0.00 HKD".
 */
export function labelledLine(
  translate: (key: string) => string,
  pairs: ReadonlyArray<[label: string, value: unknown]>,
): string {
  return pairs
    .filter(([, value]) => shown(value))
    .map(([label, value]) => `${translate(label)}: ${displayText(value)}`)
    .join(' · ');
}
