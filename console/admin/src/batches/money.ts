/** Minor units → "12.34 USD" (all amounts in the API are integer minor units). */
export function money(amount: unknown, currency: unknown): string {
  if (typeof amount !== 'number') return '—';
  return `${(amount / 100).toFixed(2)} ${typeof currency === 'string' ? currency : ''}`.trim();
}
