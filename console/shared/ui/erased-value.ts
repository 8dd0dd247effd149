/**
 * What the server shows in place of a personal field whose owner was erased (src/platform/personal-data
 * ERASED): the apps show their translated text instead of the marker.
 */
export const ERASED_VALUE = '[erased]';

/** The fields as shown: the erased ones as `erasedText`, all of them as one `erasedText` when nothing else is left. */
export function shownPersonalFields(values: readonly unknown[], erasedText: string): string[] {
  const present = values.filter((v) => v !== undefined && v !== null && v !== '').map(String);
  if (present.length > 0 && present.every((v) => v === ERASED_VALUE)) return [erasedText];
  return present.map((v) => (v === ERASED_VALUE ? erasedText : v));
}
