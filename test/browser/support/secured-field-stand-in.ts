import type { Frame, Page } from 'playwright-core';

/**
 * A stand-in for the provider's secured card field page (one iframe per field, served from the
 * provider's host by the test's route), speaking the component's side of its postMessage protocol as
 * @adyen/adyen-web 6 expects it: the component posts the field's configuration (its `fieldType` and a
 * `numKey`) once the frame loads; the field answers `config`; when the shopper has typed, it answers
 * `encryption` with the encrypted value(s). Only the provider's own page can encrypt a real card; this
 * one sends the provider's test-environment plain values (`test_<value>`), which the simulator accepts
 * as the provider's test API does, so the component's submit reaches our server and the simulator.
 */
export const SECURED_FIELD_PAGE = `<!doctype html><title>secured field</title>
<script>
  window.field = null;
  window.addEventListener('message', (event) => {
    let message;
    try { message = JSON.parse(event.data); } catch { return; }
    if (window.field || !message || !message.fieldType || message.numKey === undefined) return;
    window.field = { fieldType: message.fieldType, numKey: message.numKey };
    parent.postMessage(JSON.stringify({ action: 'config', fieldType: message.fieldType, numKey: message.numKey }), '*');
  });
  /** As the provider's field does once its value is complete: [{ encryptedFieldName, blob }] under its fieldType. */
  window.encrypted = (values, extra) => {
    const { fieldType, numKey } = window.field;
    const list = Object.entries(values).map(([encryptedFieldName, blob]) => ({ encryptedFieldName, blob }));
    parent.postMessage(JSON.stringify({ action: 'encryption', fieldType, numKey, [fieldType]: list, ...extra }), '*');
  };
</script>`;

/** The test card the shopper "types": number, expiry and security code as the provider's test values. */
export interface TestCard {
  number: string;
  month: string;
  year: string;
  cvc: string;
}

/**
 * Each secured field frame, once configured, sends its part of `card` as the provider's field would.
 * The component creates its frames one after the other (each once the one before is configured), so
 * this waits for all `fields` of them first.
 */
export async function typeCardInSecuredFields(page: Page, card: TestCard, fields = 3): Promise<string[]> {
  const securedFrames = () => page.frames().filter((frame) => frame.url().includes('/securedfields/'));
  // A frame is in the DOM before its page has loaded (its address is about:blank until then).
  for (let waited = 0; securedFrames().length < fields; waited += 100) {
    if (waited > 30_000) throw new Error(`${securedFrames().length} of ${fields} secured fields loaded`);
    await page.waitForTimeout(100);
  }
  const frames = securedFrames();
  const fieldTypes: string[] = [];
  for (const frame of frames) {
    const fieldType = await configuredFieldType(frame);
    fieldTypes.push(fieldType);
    const [values, extra] = valuesFor(fieldType, card);
    await frame.evaluate(([v, e]) => (window as unknown as SecuredFieldWindow).encrypted(v, e), [
      values,
      extra,
    ] as const);
  }
  return fieldTypes;
}

interface SecuredFieldWindow {
  field: { fieldType: string; numKey: number } | null;
  encrypted(values: Record<string, string>, extra: Record<string, string>): void;
}

async function configuredFieldType(frame: Frame): Promise<string> {
  const handle = await frame.waitForFunction(() => (window as unknown as SecuredFieldWindow).field?.fieldType);
  return (await handle.jsonValue()) as string;
}

function valuesFor(fieldType: string, card: TestCard): [Record<string, string>, Record<string, string>] {
  switch (fieldType) {
    case 'encryptedCardNumber':
      return [{ encryptedCardNumber: `test_${card.number}` }, { endDigits: card.number.slice(-4) }];
    case 'encryptedExpiryDate':
      return [
        { encryptedExpiryMonth: `test_${card.month}`, encryptedExpiryYear: `test_${card.year}` },
        { expiryDate: `${card.month}/${card.year.slice(-2)}` },
      ];
    case 'encryptedSecurityCode':
      return [{ encryptedSecurityCode: `test_${card.cvc}` }, {}];
    default:
      throw new Error(`no test value for the secured field ${fieldType}`);
  }
}
