/**
 * A contract type as the server holds it before JSON: the named timestamp fields are `Date`s, which
 * `JSON.stringify` writes as the ISO strings the contract names. Row types are derived from the
 * contract with it, so the field list lives once (contracts/) and the server keeps real dates.
 */
export type WithDates<T, K extends keyof T> = Omit<T, K> & {
  [P in K]: null extends T[P] ? Date | null : Date;
};
