import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, IsString, ValidateNested, validateSync } from 'class-validator';
import { NestedList } from './nested-list';

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
