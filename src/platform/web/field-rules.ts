import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/**
 * Applies `decorators` as if they were written one after another on the property. TypeScript runs
 * stacked decorators bottom-up, and the validation pipe reports the first constraint registered, so
 * the order is kept: a bundle answers with the same message as the decorators written out.
 */
export function stacked(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of [...decorators].reverse()) decorator(target, key);
  };
}

/** Text of at most `max` characters, or absent. */
export const OptionalText = (max: number): PropertyDecorator => stacked(IsOptional(), IsString(), MaxLength(max));

/** Text that is not empty, of at most `max` characters. */
export const NonEmptyText = (max: number): PropertyDecorator => stacked(IsString(), IsNotEmpty(), MaxLength(max));

/** Absent, or text that is not empty, of at most `max` characters. */
export const OptionalNonEmptyText = (max: number): PropertyDecorator =>
  stacked(IsOptional(), IsString(), IsNotEmpty(), MaxLength(max));

/** A whole number from `min` to `max`. */
export const WholeNumber = (min: number, max: number): PropertyDecorator => stacked(IsInt(), Min(min), Max(max));

/** Absent, or a whole number from `min` to `max`. */
export const OptionalWholeNumber = (min: number, max: number): PropertyDecorator =>
  stacked(IsOptional(), IsInt(), Min(min), Max(max));
