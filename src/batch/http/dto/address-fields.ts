import { NonEmptyText, OptionalText } from '../../../platform/web/field-rules';

// The rules of a shipping address's fields, by what the field holds, so that every body carrying an
// address (the request's delivery, the old API's order) checks it alike whatever it names the field.

/** The first line of the street address: required. */
export const AddressLine = (): PropertyDecorator => NonEmptyText(500);
/** A further line of the street address. */
export const OptionalAddressLine = (): PropertyDecorator => OptionalText(500);
/** A district, city, region or state by name. */
export const PlaceName = (): PropertyDecorator => OptionalText(200);
/** A postal code (Hong Kong has none: optional). */
export const ZipCode = (): PropertyDecorator => OptionalText(20);
