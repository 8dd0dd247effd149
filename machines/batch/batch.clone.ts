/**
 * Clone (spec §7 clone_item_list): the NEW batch is created by CreateRequest with `clonedFrom`;
 * the source batch records nothing, so finished (final) batches can be cloned too.
 */
import type { BatchItem, NewItemInput } from './batch.types';
import type { CreateRequest } from './commands/create-request.command';
import { domainError, validationError, type DomainError } from './batch.errors';
import type { BatchStateLike } from './batch.types';

/** Items of the source to put in the new request's CreateRequest, with fresh ids from the caller. */
export function cloneItems(
  source: BatchStateLike,
  itemIds: readonly string[],
  newIds: readonly string[],
): NewItemInput[] | DomainError {
  if (source.value === 'none') return domainError('BATCH_NOT_FOUND');
  if (itemIds.length === 0 || newIds.length !== itemIds.length) return validationError('cloneItemList');
  const out: NewItemInput[] = [];
  for (const [n, id] of itemIds.entries()) {
    const item = source.context.items.find((i) => i.id === id);
    if (!item) return domainError('BATCH_ITEM_NOT_FOUND', { field: 'cloneItemList', itemIds: [id] });
    out.push(asNewItem(item, newIds[n]));
  }
  return out;
}

/** The clonedFrom reference for a clone's CreateRequest data. */
export function clonedFromRef(
  source: BatchStateLike,
  itemIds: readonly string[],
): NonNullable<CreateRequest['data']['clonedFrom']> {
  return { batchNumber: source.context.batchNumber, itemIds: [...itemIds] };
}

/**
 * An item as a new request takes it, under `id`: the goods' own fields. The declared value and known
 * sides travel with the goods (spec §9 rules apply to the new request); the seller's shipping is the
 * caller's to carry (combining keeps it; a clone leaves it out).
 */
export function asNewItem(item: BatchItem, id: string): NewItemInput {
  return {
    id,
    link: item.link,
    name: item.name,
    category: item.category,
    brand: item.brand,
    quantity: item.quantity,
    color: item.color,
    size: item.size,
    price: item.price,
    weight: item.weight,
    note: item.note,
    imageId: item.imageId,
    fromCountry: item.fromCountry,
    toCountry: item.toCountry,
    contains: item.contains,
    declaredValueTwd: item.declaredValueTwd ?? null,
    ...(item.dimensions ? { dimensions: item.dimensions } : {}),
  };
}
