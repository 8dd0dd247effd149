import { ValidateBy, type ValidationOptions } from 'class-validator';

/** True for a finite number written with at most `places` decimals (1e-7 has 7, 1.5 has 1). */
export function hasAtMostDecimals(value: unknown, places: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Number(value.toFixed(places)) === value;
}

/**
 * class-validator's `IsNumber({ maxDecimalPlaces })` counts decimals from `toString()` and throws
 * on a fractional number printed in exponent form (1e-7 → "1e-7" has no "."), which answered 500.
 * This checks the same rule by rounding instead, so every number gets a 400 or passes.
 */
export function IsDecimalNumber(places: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNumber',
      constraints: [places],
      validator: {
        validate: (value: unknown) => hasAtMostDecimals(value, places),
        defaultMessage: () => `$property must be a number with at most ${places} decimal places`,
      },
    },
    options,
  );
}
