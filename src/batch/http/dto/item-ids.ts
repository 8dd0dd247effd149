import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsString, MaxLength } from 'class-validator';
import { stacked } from '../../../platform/web/field-rules';

/** The item ids a command on some of a batch's items names: one to fifty distinct ids. */
export const ItemIds = (): PropertyDecorator =>
  stacked(
    IsArray(),
    ArrayMinSize(1),
    ArrayMaxSize(50),
    ArrayUnique(),
    IsString({ each: true }),
    MaxLength(64, { each: true }),
  );
