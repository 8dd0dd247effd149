/**
 * A shop page link: http(s) only, so no script or data link ever reaches the other party's item
 * table. Empty is allowed where the spec allows a request without a link ("No product link" is a
 * decline reason the buyer can use).
 */
export const SHOP_LINK = /^https?:\/\/[^\s/]+\S*$/i;
export const OPTIONAL_SHOP_LINK = /^$|^https?:\/\/[^\s/]+\S*$/i;
