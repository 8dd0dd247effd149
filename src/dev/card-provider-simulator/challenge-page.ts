import type { SimPayment } from './simulator-ledger';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The stand-in for the issuer's 3-D Secure page: the shopper completes or fails the challenge. */
export function challengePage(payment: SimPayment, actionPath: string): string {
  const amount = `${payment.currency} ${(payment.requested / 100).toFixed(2)}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Card verification (simulator)</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto">
<h1>Verify your card payment</h1>
<p>Local card provider simulator: 3-D Secure challenge.</p>
<p>Merchant reference <strong>${escapeHtml(payment.merchantReference)}</strong>, amount <strong>${escapeHtml(amount)}</strong>, card <strong>${escapeHtml(payment.brand)}</strong>.</p>
<form method="post" action="${escapeHtml(actionPath)}">
<button type="submit" name="outcome" value="complete" id="complete">Complete</button>
<button type="submit" name="outcome" value="fail" id="fail">Fail</button>
</form>
</body>
</html>`;
}

/** Appends the provider's `redirectResult` to the merchant's return URL. */
export function returnUrlWith(returnUrl: string, redirectResult: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('redirectResult', redirectResult);
  return url.toString();
}
