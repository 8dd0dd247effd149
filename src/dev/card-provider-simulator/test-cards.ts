import type { CardPaymentMethod } from '../../around-batch/payments';
import type { CardBrand } from '../../around-batch/payments';
import { SIM_ERRORS } from './simulator-error';

export type { CardBrand };

/** What the simulated issuer does with a card number; unlisted valid numbers are authorised. */
export type CardBehaviour =
  | { kind: 'authorise' }
  | { kind: 'refuse'; reason: string; code: string }
  | { kind: 'challenge' }
  | { kind: 'error'; reason: string; code: string };

/**
 * The simulator's test cards (documented in src/around-batch/payments/README.md). Refusal reasons and codes
 * are the provider's; "CVC Declined" is an input error the shopper can fix, the rest are not.
 */
export const TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4111111111111111': { kind: 'authorise' },
  '5555555555554444': { kind: 'authorise' },
  '4000000000000002': { kind: 'refuse', reason: 'CVC Declined', code: '24' },
  '4000000000009995': { kind: 'refuse', reason: 'Not enough balance', code: '12' },
  '4212345678901237': { kind: 'challenge' },
  '5454545454545454': { kind: 'challenge' },
  '4000000000000119': { kind: 'error', reason: 'Acquirer Error', code: '4' },
};

/** How a card is funded, as the provider reports it (`fundingSource` of /cardDetails and additionalData). */
export type FundingSource = 'CREDIT' | 'DEBIT' | 'PREPAID';

/** Test debit and prepaid cards (the provider's own test numbers); every other valid number is a credit card. */
export const FUNDING_TEST_CARDS: Readonly<Record<string, FundingSource>> = {
  '4400000000000008': 'DEBIT',
  '5200828282828210': 'DEBIT',
  '4000056655665556': 'DEBIT',
  '4000000000000077': 'PREPAID',
};

export function fundingSourceOf(number: string): FundingSource {
  return FUNDING_TEST_CARDS[number] ?? 'CREDIT';
}

/** Visa and Mastercard only, per the payment terms page (spec §1); the simulator takes a list. */
export const DEFAULT_ACCEPTED_BRANDS: readonly CardBrand[] = ['visa', 'mc'];

export function brandOf(number: string): CardBrand {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mc';
  if (/^35(2[89]|[3-8]\d)/.test(number)) return 'jcb';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export interface PlainCard {
  number: string;
  expiryMonth: number;
  expiryYear: number;
  cvc: string;
  holderName?: string;
}

/**
 * Reads the secure card fields. Like the provider's test environment, the simulator understands
 * only `test_` values: a real encrypted blob cannot be decrypted here, so it is refused loudly.
 */
export function decodeCard(method: CardPaymentMethod | undefined): PlainCard {
  if (!method || method.type !== 'scheme') throw SIM_ERRORS.badRequest('paymentMethod.type must be scheme');
  const read = (value: string | undefined, field: string): string => {
    if (typeof value !== 'string' || value.length === 0)
      throw SIM_ERRORS.badRequest(`paymentMethod.${field} is required`);
    if (!value.startsWith('test_')) throw SIM_ERRORS.undecryptable();
    return value.slice('test_'.length).replace(/\s+/g, '');
  };
  const number = read(method.encryptedCardNumber, 'encryptedCardNumber');
  if (!/^\d{12,19}$/.test(number))
    throw SIM_ERRORS.badRequest('paymentMethod.encryptedCardNumber is not a card number');
  return {
    number,
    expiryMonth: Number(read(method.encryptedExpiryMonth, 'encryptedExpiryMonth')),
    expiryYear: Number(read(method.encryptedExpiryYear, 'encryptedExpiryYear')),
    cvc: read(method.encryptedSecurityCode, 'encryptedSecurityCode'),
    holderName: method.holderName,
  };
}

/** The issuer's verdict on a card before any test-card special behaviour applies. */
export function screenCard(card: PlainCard, accepted: readonly CardBrand[], now: Date): CardBehaviour {
  const brand = brandOf(card.number);
  if (!passesLuhn(card.number)) return { kind: 'refuse', reason: 'Invalid Card Number', code: '8' };
  if (!accepted.includes(brand)) return { kind: 'refuse', reason: 'Not supported', code: '10' };
  const month = card.expiryMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(card.expiryYear)) {
    return { kind: 'refuse', reason: 'Expired Card', code: '6' };
  }
  // A card is valid through the last day of its expiry month.
  if (new Date(Date.UTC(card.expiryYear, month, 1)).getTime() <= now.getTime())
    return { kind: 'refuse', reason: 'Expired Card', code: '6' };
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return { kind: 'refuse', reason: 'CVC Declined', code: '24' };
  return TEST_CARDS[card.number] ?? { kind: 'authorise' };
}
