/**
 * The provider's "secure card fields" as the simulator serves them: the card data is typed into
 * this page (another origin, in an iframe), never into ours. On every change it posts
 * `{ source: 'card-fields', valid, brand, paymentMethod }` to the parent, with the `test_` values
 * the simulator (like the provider's test environment) accepts in place of encrypted ones.
 * English only: it is the provider's page, not ours.
 */
const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Only a plain http(s) origin may receive card data; anything else gets no messages at all. */
export function parentOrigin(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== raw.replace(/\/$/, '')) return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function cardFieldsPage(origin: string | null): string {
  const target = JSON.stringify(origin ?? '');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Card details (simulator)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font-family: sans-serif; margin: 0; padding: 0.5rem; }
label { display: block; margin-top: 0.5rem; font-size: 0.9rem; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.4rem; font-size: 1rem; }
.row { display: flex; gap: 0.5rem; } .row > div { flex: 1; }
[aria-invalid="true"] { border-color: #b00020; }
</style></head>
<body>
${origin ? '' : `<p role="alert">This page must be opened with ?origin=&lt;merchant origin&gt; (got ${escapeHtml(String(origin))}).</p>`}
<form id="card" novalidate autocomplete="on">
<label for="holderName">Name on card</label>
<input id="holderName" name="holderName" autocomplete="cc-name" required>
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 5678 9012 3456" required>
<div class="row">
<div><label for="expiryDate">Expiry date (MM/YY)</label>
<input id="expiryDate" name="expiryDate" inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" required></div>
<div><label for="cvc">Security code (CVC)</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
</div>
</form>
<script>
(function () {
  var target = ${target};
  var form = document.getElementById('card');
  function digits(v) { return String(v || '').replace(/\\D/g, ''); }
  function luhn(n) {
    var sum = 0;
    for (var i = 0; i < n.length; i++) {
      var d = Number(n[n.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return n.length >= 12 && sum % 10 === 0;
  }
  function brandOf(n) {
    if (/^4/.test(n)) return 'visa';
    if (/^(5[1-5]|2(2[2-9]|[3-6]\\d|7[01]|720))/.test(n)) return 'mc';
    if (/^35(2[89]|[3-8]\\d)/.test(n)) return 'jcb';
    if (/^3[47]/.test(n)) return 'amex';
    return null;
  }
  function read() {
    var holder = form.holderName.value.trim();
    var number = digits(form.cardNumber.value);
    var exp = /^\\s*(\\d{2})\\s*\\/\\s*(\\d{2})\\s*$/.exec(form.expiryDate.value);
    var cvc = digits(form.cvc.value);
    var brand = brandOf(number);
    var okNumber = number.length >= 12 && number.length <= 19 && luhn(number);
    var okExp = !!exp && Number(exp[1]) >= 1 && Number(exp[1]) <= 12;
    var okCvc = cvc.length === (brand === 'amex' ? 4 : 3);
    var okHolder = holder.length > 0;
    form.cardNumber.setAttribute('aria-invalid', String(number.length > 0 && !okNumber));
    form.expiryDate.setAttribute('aria-invalid', String(form.expiryDate.value.length > 0 && !okExp));
    form.cvc.setAttribute('aria-invalid', String(cvc.length > 0 && !okCvc));
    var valid = okNumber && okExp && okCvc && okHolder;
    return {
      source: 'card-fields',
      valid: valid,
      brand: brand,
      paymentMethod: valid ? {
        type: 'scheme',
        holderName: holder,
        encryptedCardNumber: 'test_' + number,
        encryptedExpiryMonth: 'test_' + exp[1],
        encryptedExpiryYear: 'test_20' + exp[2],
        encryptedSecurityCode: 'test_' + cvc
      } : null
    };
  }
  function post() { if (target && window.parent !== window) window.parent.postMessage(read(), target); }
  form.addEventListener('input', post);
  form.addEventListener('change', post);
  form.addEventListener('submit', function (e) { e.preventDefault(); post(); });
  post();
})();
</script>
</body>
</html>`;
}
