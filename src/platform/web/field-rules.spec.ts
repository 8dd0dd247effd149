import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  validateSync,
} from 'class-validator';
import { NestedList, NonEmptyText, OptionalWholeNumber } from './field-rules';

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

class Line {
  @IsString() id: unknown;
}

class ListWritten {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(2)
  @IsObject({ each: true })
  @ValidateNested({ each: true })
  @Type(() => Line)
  lines: unknown;
}

class ListBundled {
  @NestedList(() => Line, { min: 1, max: 2 }) lines: unknown;
}

const nestedConstraints = (cls: new () => object, body: object) =>
  validateSync(plainToInstance(cls, body)).map((error) => [
    error.property,
    Object.entries(error.constraints ?? {}),
    (error.children ?? []).map((child) => [child.property, child.children?.map((c) => c.constraints)]),
  ]);

describe('NestedList', () => {
  it.each([[{ lines: 'x' }], [{ lines: [] }], [{ lines: [{ id: 1 }, 'x', {}] }], [{ lines: [{ id: 'a' }] }], [{}]])(
    'reports the same constraints, nested ones included, as the decorators written out: %j',
    (body) => {
      expect(nestedConstraints(ListBundled, body)).toEqual(nestedConstraints(ListWritten, body));
    },
  );
});
