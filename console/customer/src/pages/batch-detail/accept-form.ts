import type { BatchItemView } from '@contracts/batch/batch-detail';

export interface UpdatedLink {
  item_id: string;
  link: string;
}

/** Only items still requested can get a new link on accept (the machine refuses the others). */
export const linkableItems = (items: readonly BatchItemView[]): BatchItemView[] =>
  items.filter((i) => i.state === 'requested');

/** The links the buyer changed: trimmed, non-empty and different from the item's, in item order. */
export function updatedLinks(items: readonly BatchItemView[], drafts: Readonly<Record<string, string>>): UpdatedLink[] {
  return linkableItems(items).flatMap((item) => {
    const link = (drafts[item.id] ?? '').trim();
    return link && link !== item.link ? [{ item_id: item.id, link }] : [];
  });
}

/** A link the shop page can be opened from: http(s) only, so no script or data link is ever stored. */
export function isShopLink(text: string): boolean {
  try {
    const url = new URL(text.trim());
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
