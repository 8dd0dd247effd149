import { REQUESTER } from './support/batch-scenario';
import { chromiumOrSkip } from './support/chromium';
import { useBrowserSuite } from './support/browser-suite';
import { pick, waitForText, waitForTextContaining } from './support/page-helpers';

// Project-level testTimeout is not honoured by Jest, so the browser suites set their own.
jest.setTimeout(180_000);
const chromiumSetup = chromiumOrSkip();

/** The category list's order (reference rows by id): accessories is the seventh. */
const ACCESSORIES = 6;

/**
 * Spec §9 in the request form: the declared value of precious goods is asked where the category
 * needs it and checked with the server's rule, optional sides are sent, and the server's refusal of
 * a request over the parcel limits (a 60 lb item under reading A) shows at the field it names.
 */
chromiumSetup.describe('customer app: the request form and spec §9 parcel rules', () => {
  const suite = useBrowserSuite({ env: { DEV_SIGN_IN: 'true' }, demoAccounts: true });
  const { signIn } = suite.scenario;

  it('asks a declared value for accessories, shows refusals at their field, and submits once the parcel fits', async () => {
    const { page } = await signIn(REQUESTER.email);
    await page.getByTestId('new-request').click();
    await page.getByTestId('page-batchRequest').waitFor();
    const item = (field: string) => page.getByTestId(`item-0-${field}`);
    await item('link').fill('https://shop.example.com/watch');
    await item('name').fill('Dress watch');
    await item('price').fill('900');
    await item('contains-none').check();
    await pick(page, 'pickup-location', 0);
    await page.getByTestId('restrictions-confirmed').check();

    // No declared value is asked of other goods; choosing accessories asks it, and it is required.
    await pick(page, 'item-0-category', 0);
    expect(await item('declaredValueTwd').count()).toBe(0);
    await pick(page, 'item-0-category', ACCESSORIES);
    await page.getByTestId('submit-request').click();
    await waitForText(page, 'item-0-declaredValueTwd-helper', 'Required');
    // Two watches declared at TWD 16,000 each: a parcel over TWD 30,000, refused before anything is sent.
    await item('quantity').fill('2');
    await item('declaredValueTwd').fill('16000');
    await waitForText(
      page,
      'item-0-declaredValueTwd-helper',
      'Precious goods may be worth at most TWD 30,000 per parcel.',
    );
    // Within the limit the field shows the rule itself.
    await item('declaredValueTwd').fill('15000');
    await waitForTextContaining(page, 'item-0-declaredValueTwd-helper', 'TWD 50,000 per waybill');

    // 60 lb: the server refuses the request (reading A: 55 lb a shipment) and the form shows it at the
    // weight. Each refusal below comes back from the server: its text is waited for, not read at once.
    await item('weight').fill('60');
    await page.getByTestId('submit-request').click();
    await waitForText(page, 'item-0-weight-helper', 'The parcel exceeds the shipping limits.');
    await waitForTextContaining(page, 'request-error', 'Error 422');

    // Sides: all three or none; a side over 80 cm is refused by the server at the sides.
    await item('weight').fill('5');
    await item('lengthCm').fill('90');
    await page.getByTestId('submit-request').click();
    await waitForTextContaining(page, 'item-0-dimensions-helper', 'Enter all three sides');
    await item('widthCm').fill('20');
    await item('heightCm').fill('20');
    await page.getByTestId('submit-request').click();
    await waitForText(page, 'item-0-dimensions-helper', 'The parcel exceeds the shipping limits.');

    await item('lengthCm').fill('30');
    await page.getByTestId('submit-request').click();
    await page.getByTestId('page-batch-detail').waitFor();
    const batchId = (await page.getByTestId('page-batch-detail').getAttribute('data-batch-id'))!;
    const detail = await suite.scenario.waitForDetail(batchId, REQUESTER.accountId, 'r', () => true);
    expect(detail.batch.items[0]).toMatchObject({
      category: 'accessories',
      quantity: 2,
      declaredValueTwd: 15000,
      dimensions: { lengthCm: 30, widthCm: 20, heightCm: 20 },
    });
  });
});
