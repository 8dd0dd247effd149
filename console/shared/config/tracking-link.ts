/**
 * The B2B tracking link of a tracking number (spec §7 configuration "a B2B tracking link template"):
 * `{tracking_number}` in the configured template is replaced by the number, URL-encoded. No template,
 * or a template that is not an http(s) URL, gives no link.
 */
export function trackingLink(
  template: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  if (!template || !trackingNumber || !template.includes('{tracking_number}')) return null;
  const url = template.split('{tracking_number}').join(encodeURIComponent(trackingNumber.trim()));
  return /^https?:\/\//.test(url) ? url : null;
}
