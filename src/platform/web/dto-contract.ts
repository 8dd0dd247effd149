/**
 * Ties a request DTO (the class-validator class: what the server validates) to its contract type in
 * contracts/ (what the clients are told and what the OpenAPI document shows), so that
 * `npx tsc --noEmit` fails when the two drift. `implements` alone lets the class carry extra fields
 * and ignores optionality; this comparison is exact in both directions and at every depth: a field
 * on one side only, a field optional on one side only, or a field whose type differs all fail.
 *
 *   dtoMatches<CreateRequestDto, CreateRequestBody>(true);
 *
 * The call does nothing at run time. When the shapes differ, the parameter's type is a
 * description naming the fields, and `true` is refused with that type in the message.
 * test/architecture/dto-contracts.spec.ts checks that every DTO class has its call.
 */

/**
 * The shape as JSON carries it: readonly and mutable arrays alike, intersections flattened into
 * one object (so `A & B` compares equal to the interface that lists the same fields).
 */
export type WireShape<T> = T extends readonly (infer E)[]
  ? WireShape<E>[]
  : T extends object
    ? { -readonly [K in keyof T]: WireShape<T[K]> }
    : T;

/** Exact type identity (not assignability): optional vs required and extra fields both count. */
type Identical<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

type Shared<A, B> = keyof A & keyof B;

/** 'field' when the field's type or optionality differs between the two (else never). */
type FieldDiffers<Dto, Contract, K> =
  Identical<
    Pick<WireShape<Dto>, K & keyof WireShape<Dto>>,
    Pick<WireShape<Contract>, K & keyof WireShape<Contract>>
  > extends true
    ? never
    : K;

/**
 * `true` when the DTO and the contract type describe the same JSON, else an object naming what
 * differs (written inline so the compiler's message spells the field names out).
 */
export type SameShape<Dto, Contract> =
  Identical<WireShape<Dto>, WireShape<Contract>> extends true
    ? true
    : {
        only_in_dto: Exclude<keyof Dto, keyof Contract>;
        only_in_contract: Exclude<keyof Contract, keyof Dto>;
        /** On both sides, with another type or optionality (a nested difference names the outer field). */
        differing: { [K in Shared<Dto, Contract>]: FieldDiffers<Dto, Contract, K> }[Shared<Dto, Contract>];
      };

/**
 * Query DTOs give `page`-like fields a default (`page: number = 1`), so the handler always sees a
 * value; on the wire the client may leave them out. `Defaulted<Dto, 'page'>` is the wire view.
 */
export type Defaulted<Dto, K extends keyof Dto> = Omit<Dto, K> & Partial<Pick<Dto, K>>;

/**
 * A multipart form carries every field as text; the DTO's `@Type(() => Number)` turns some into
 * numbers after parsing. `FormText<Dto>` is the form as the client sends it.
 */
export type FormText<Dto> = { [K in keyof Dto]: string };

/**
 * The few fields whose contract type is wider than what the DTO accepts, named one by one so each
 * exception stays visible: numeric text a `@Type(() => Number)` coerces (`country: string | number`).
 * Only widening is allowed: a `Wide` field the DTO's type does not fit into, or that
 * the DTO does not have, does not compile. Optionality stays the DTO's.
 */
export type Widened<
  Dto,
  Wide extends {
    [K in keyof Wide]: K extends keyof Dto ? ([Exclude<Dto[K], undefined>] extends [Wide[K]] ? unknown : never) : never;
  },
> = { [K in keyof Dto]: K extends keyof Wide ? Wide[K] | Extract<Dto[K], undefined> : Dto[K] };

/** The tie: compiles only when `SameShape<Dto, Contract>` is `true`. No effect at run time. */
export function dtoMatches<Dto, Contract>(same: SameShape<Dto, Contract>): void {
  void same;
}
