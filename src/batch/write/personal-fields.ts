import type { BatchEvent, BatchState, ShippingAddress } from '@machines/batch';
import type { PersonalDataCipher, Sealer } from '../../platform/personal-data/personal-data-cipher';

/**
 * The personal fields of batch events (docs/personal-data.md), sealed under their data subject's
 * key before the append: the delivery address of a new request (recipient name, e-mail, contact
 * number, address lines, district, city, region, zip code: the requester's) and the requester's
 * review. Everything else stays in clear: ids, statuses, items, money, and the country (needed for
 * customs and statistics, and names no one). Reads open them in one place (src/platform/personal-data).
 */
const ADDRESS_FIELDS = [
  'recipientName',
  'recipientEmail',
  'contactNumber',
  'addressLine1',
  'addressLine2',
  'district',
  'city',
  'region',
  'zipCode',
] as const satisfies readonly (keyof ShippingAddress)[];

type Data = Record<string, unknown>;

/** The events' data as they are to be stored; `before` is the state the events were decided on. */
export async function sealPersonalFields(
  events: readonly BatchEvent[],
  before: BatchState,
  cipher: PersonalDataCipher,
): Promise<unknown[]> {
  const sealers = new Map<string, Sealer>();
  const sealerFor = async (subject: string): Promise<Sealer> => {
    let sealer = sealers.get(subject);
    if (!sealer) sealers.set(subject, (sealer = await cipher.sealerFor(subject)));
    return sealer;
  };
  return Promise.all(
    events.map(async (event): Promise<unknown> => {
      if (event.type === 'RequestCreated' && event.data.delivery.kind === 'address') {
        const seal = await sealerFor(event.data.requesterId);
        return {
          ...event.data,
          delivery: { ...event.data.delivery, address: sealAddress(event.data.delivery.address, seal) },
        };
      }
      if (event.type === 'OrderCompleted' && event.data.rating?.review) {
        const seal = await sealerFor(before.context.requesterId);
        return { ...event.data, rating: { ...event.data.rating, review: seal(event.data.rating.review) } };
      }
      return event.data;
    }),
  );
}

function sealAddress(address: ShippingAddress, seal: Sealer): Data {
  const sealed: Data = { ...address };
  for (const field of ADDRESS_FIELDS) {
    const value = address[field];
    if (typeof value === 'string' && value !== '') sealed[field] = seal(value);
  }
  return sealed;
}
