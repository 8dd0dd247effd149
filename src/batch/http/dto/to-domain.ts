import { randomUUID } from 'node:crypto';
import type { CommandOf, Delivery } from '@machines/batch';
import type { CreateRequestDto } from './create-request.dto';

/** The API's snake_case form → the command's data. Item ids are made here: clients never choose ids. */
export function toCreateRequestData(body: CreateRequestDto): Omit<CommandOf<'CreateRequest'>['data'], 'batchNumber'> {
  return {
    items: body.items.map((i) => ({
      id: randomUUID(),
      link: i.link,
      name: i.name,
      category: i.category,
      brand: i.brand,
      quantity: i.quantity,
      color: i.color,
      size: i.size,
      price: { amount: i.price, currency: i.currency },
      weight: i.weight ?? null,
      note: i.note,
      imageId: i.image_id ?? null,
      fromCountry: i.from_country,
      toCountry: i.to_country,
      contains: i.contains,
      sellerShipping: i.seller_shipping,
      declaredValueTwd: i.declared_value_twd ?? null,
      ...(i.dimensions
        ? {
            dimensions: {
              lengthCm: i.dimensions.length_cm,
              widthCm: i.dimensions.width_cm,
              heightCm: i.dimensions.height_cm,
            },
          }
        : {}),
    })),
    warehouse: body.warehouse,
    delivery: toDelivery(body) as Delivery,
    fees: null,
    restrictionsConfirmed: body.restrictions_confirmed,
  };
}

/** Neither given: undefined, which the decider refuses naming `delivery`. */
function toDelivery(body: CreateRequestDto): Delivery | undefined {
  if (body.pickup_location_id) return { kind: 'pickup', locationId: body.pickup_location_id };
  const a = body.shipping_address;
  if (!a) return undefined;
  return {
    kind: 'address',
    address: {
      recipientName: a.recipient_name,
      recipientEmail: a.recipient_email || undefined,
      contactNumber: a.contact_number,
      addressLine1: a.address_line1,
      addressLine2: a.address_line2,
      district: a.district,
      city: a.city,
      region: a.region,
      zipCode: a.zip_code,
      country: a.country,
    },
  };
}
