/**
 * Overseas warehouses by country (spec §1): self-operated us and jp, dedicated uk, kr, cn, tw, it,
 * au and th. The spec keeps no other warehouse record, so the country code is the warehouse id.
 */
export const WAREHOUSES = ['us', 'jp', 'uk', 'kr', 'cn', 'tw', 'it', 'au', 'th'] as const;
export type WarehouseId = (typeof WAREHOUSES)[number];
