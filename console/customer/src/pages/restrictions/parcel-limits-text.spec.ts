import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_PARCEL_LIMITS, PRECIOUS_GOODS_LIMITS_TWD } from '@machines/pricing';
import { LOCALES, type Locale } from '@shared/i18n/locales';

/**
 * The restrictions page and the FAQ state the limits the request form, the buyer's change and a
 * combination enforce (machines/pricing): a text that drifts from the rule tells a requester one
 * thing and refuses them another, in whichever of the five languages they read.
 */
type Tree = { [key: string]: string | Tree };

const LOCALES_DIR = join(__dirname, '..', '..', '..', '..', 'shared', 'locales');
const read = (locale: Locale, file: string) =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${file}.json`), 'utf8')) as Tree;

function text(tree: Tree, path: string): string {
  const value = path.split('.').reduce<string | Tree | undefined>((node, key) => {
    return typeof node === 'object' ? node[key] : undefined;
  }, tree);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

/** Every whole number a text states ("TWD 30,000", "80 厘米"), as numbers. */
const numbersIn = (value: string) => (value.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));

const { perParcel, perWaybill } = PRECIOUS_GOODS_LIMITS_TWD;
const sideCm = DEFAULT_PARCEL_LIMITS.maxSideCm;
const sumOfSidesCm = DEFAULT_PARCEL_LIMITS.maxSumOfSidesCm;
const shipmentLb = (DEFAULT_PARCEL_LIMITS.maxShipmentWeight ?? 0) / 100;

describe.each(LOCALES.map((locale) => [locale]))('%s: the parcel limits as enforced', (locale) => {
  const restrictions = read(locale, 'restrictions.parcel');
  const faq = read(locale, 'faq');
  const errors = read(locale, 'errors.parcel');

  it('the restrictions page states the precious-goods limits per parcel and per waybill', () => {
    expect(numbersIn(text(restrictions, 'parcelLimits.preciousParcel'))).toContain(perParcel);
    expect(numbersIn(text(restrictions, 'parcelLimits.preciousWaybill'))).toContain(perWaybill);
  });

  it('the FAQ answers with the same two limits', () => {
    expect(numbersIn(text(faq, 'items.precious.a'))).toEqual(expect.arrayContaining([perParcel, perWaybill]));
  });

  it('the refusals the request form shows name the limit they enforce', () => {
    expect(numbersIn(text(errors, 'PRECIOUS_GOODS_PARCEL_LIMIT'))).toContain(perParcel);
    expect(numbersIn(text(errors, 'PRECIOUS_GOODS_WAYBILL_LIMIT'))).toContain(perWaybill);
  });

  it('the restrictions page and the FAQ state the default reading’s side, sum of sides and weight', () => {
    const page = [
      ...numbersIn(text(restrictions, 'parcelLimits.sides')),
      ...numbersIn(text(restrictions, 'parcelLimits.weight')),
    ];
    const answer = numbersIn(text(faq, 'items.parcelSize.a'));
    for (const stated of [page, answer])
      expect(stated).toEqual(expect.arrayContaining([sideCm, sumOfSidesCm, shipmentLb]));
  });
});
