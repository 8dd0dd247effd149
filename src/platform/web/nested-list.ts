import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsObject, ValidateNested } from 'class-validator';
import { stacked } from './field-rules';

/**
 * A list of at most `max` (and at least `min`) objects, each built as the class `type` gives and
 * validated by its own decorators.
 */
export const NestedList = (type: () => new () => object, { min = 0, max }: { min?: number; max: number }) =>
  stacked(
    IsArray(),
    ...(min > 0 ? [ArrayMinSize(min)] : []),
    ArrayMaxSize(max),
    IsObject({ each: true }),
    ValidateNested({ each: true }),
    Type(type),
  );
