import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateSync } from 'class-validator';
import { hasAtMostDecimals, IsDecimalNumber } from './is-decimal-number';

class Priced {
  @IsDecimalNumber(2) price!: unknown;
}

const errorsFor = (price: unknown) => {
  const body = new Priced();
  body.price = price;
  return validateSync(body).length;
};

describe('IsDecimalNumber', () => {
  it('accepts finite numbers with up to the given decimals', () => {
    for (const ok of [0, 1, 19.99, 0.29, 1e21, 123456.5]) expect([ok, hasAtMostDecimals(ok, 2)]).toEqual([ok, true]);
    expect(errorsFor(19.99)).toBe(0);
  });
  it('refuses more decimals, exponent-form fractions, non-finite numbers and non-numbers, without throwing', () => {
    for (const bad of [0.001, 1e-7, 1.5e-7, 5e-324, NaN, Infinity, -Infinity, '1.5', null, undefined, [], {}]) {
      expect([bad, errorsFor(bad)]).toEqual([bad, 1]);
    }
  });
});

/** Every .ts file under a folder. */
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourcesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

describe("class-validator's maxDecimalPlaces", () => {
  it('is used by no DTO (it throws on 1e-7: a 500 instead of a 400); IsDecimalNumber checks the rule', () => {
    const root = join(__dirname, '..', '..');
    const users = sourcesUnder(root).filter(
      (file) => file !== __filename && /maxDecimalPlaces\s*:/.test(readFileSync(file, 'utf8')),
    );
    expect(users).toEqual([]);
  });
});
