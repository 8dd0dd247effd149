import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsString, MaxLength } from 'class-validator';
import { stacked } from '../../../platform/web/field-rules';

/** The item ids a command on some of a batch's items names: `min` (one unless told) to fifty distinct ids. */
export const ItemIds = (min = 1): PropertyDecorator =>
  stacked(
    IsArray(),
    ...(min > 0 ? [ArrayMinSize(min)] : []),
    ArrayMaxSize(50),
    ArrayUnique(),
    IsString({ each: true }),
    MaxLength(64, { each: true }),
  );
