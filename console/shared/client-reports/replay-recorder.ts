import { record } from 'rrweb';

/**
 * The heavy half of client reports (rrweb's recorder, ~60 KB gzip): its own chunk, imported by
 * client-reports.ts on idle, at the first input, or when an error must be sent (it is not
 * part of what a first visit downloads before the page is usable).
 */
export type RecordedEvent = { timestamp: number; type: number };

/** Starts rrweb with every input masked; `record` emits a full snapshot at once, then every `checkoutEveryNms`. */
export function startRecorder(
  emit: (event: RecordedEvent, isCheckout: boolean | undefined) => void,
  checkoutEveryNms: number,
): void {
  record({ emit: (event, isCheckout) => emit(event, isCheckout), checkoutEveryNms, maskAllInputs: true });
}
