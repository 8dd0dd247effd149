import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, validateSync } from 'class-validator';
import { NonEmptyText, OptionalWholeNumber } from './field-rules';

class Written {
  @IsString() @IsNotEmpty() @MaxLength(3) name: unknown;
  @IsOptional() @IsInt() @Min(1) @Max(9) count?: unknown;
}

class Bundled {
  @NonEmptyText(3) name: unknown;
  @OptionalWholeNumber(1, 9) count?: unknown;
}

const constraints = (target: object) =>
  validateSync(target).map((error) => [error.property, Object.entries(error.constraints ?? {})]);

describe('field rule bundles', () => {
  it.each([[{ name: 42, count: 1.5 }], [{ name: '', count: 0 }], [{ name: 'long', count: 10 }], [{ name: 'ok' }]])(
    'report the same constraints, in the same order, as the decorators written out: %j',
    (body) => {
      const written = constraints(Object.assign(new Written(), body));
      expect(constraints(Object.assign(new Bundled(), body))).toEqual(written);
    },
  );
});
