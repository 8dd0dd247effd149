import { dtoMatches, type Defaulted, type FormText, type SameShape, type Widened } from './dto-contract';

// The real checks are the compiler's: each `@ts-expect-error` below fails `tsc --noEmit` if the
// tie ever stops refusing that drift. The Jest part only keeps the file in the unit run.

interface Item {
  id: string;
  note?: string;
}
interface Body {
  items: Item[];
  final_fee?: boolean;
}

class ItemDto {
  id: string;
  note?: string;
}
class BodyDto {
  items: ItemDto[];
  final_fee?: boolean;
}
class ExtraFieldDto extends BodyDto {
  extra?: string;
}
class MissingFieldDto {
  items: ItemDto[];
}
class RequiredInDto {
  items: ItemDto[];
  final_fee: boolean;
}
class NarrowerTypeDto {
  items: ItemDto[];
  final_fee?: true;
}
class NestedExtraDto {
  items: Array<ItemDto & { price?: number }>;
  final_fee?: boolean;
}
class PagedDto {
  page: number = 1;
  status?: string;
}

describe('dtoMatches', () => {
  it('accepts the same shape, at every depth, and flattens intersections and readonly arrays', () => {
    dtoMatches<BodyDto, Body>(true);
    dtoMatches<BodyDto, { readonly items: readonly Item[] } & { final_fee?: boolean }>(true);
    dtoMatches<Defaulted<PagedDto, 'page'>, { page?: number; status?: string }>(true);
    dtoMatches<FormText<PagedDto>, { page: string; status?: string }>(true);
    dtoMatches<Widened<NarrowerTypeDto, { final_fee: boolean }>, Body>(true);
    const same: SameShape<BodyDto, Body> = true;
    expect(same).toBe(true);
  });

  it('refuses every kind of drift (checked by tsc)', () => {
    // @ts-expect-error a field in the DTO missing from the contract
    dtoMatches<ExtraFieldDto, Body>(true);
    // @ts-expect-error a field in the contract missing from the DTO
    dtoMatches<MissingFieldDto, Body>(true);
    // @ts-expect-error required on one side, optional on the other
    dtoMatches<RequiredInDto, Body>(true);
    // @ts-expect-error a field whose type differs
    dtoMatches<NarrowerTypeDto, Body>(true);
    // @ts-expect-error a nested item with a field the contract does not name
    dtoMatches<NestedExtraDto, Body>(true);
    // @ts-expect-error a defaulted field is still required when not declared Defaulted
    dtoMatches<PagedDto, { page?: number; status?: string }>(true);
    // @ts-expect-error Widened only widens: boolean does not fit into true
    dtoMatches<Widened<BodyDto, { final_fee: true }>, Body>(true);
    // @ts-expect-error Widened names only fields the DTO has
    dtoMatches<Widened<BodyDto, { other: string }>, Body>(true);
    const names: SameShape<ExtraFieldDto, Body> = {
      only_in_dto: 'extra',
      only_in_contract: null as never,
      differing: null as never,
    };
    expect(names.only_in_dto).toBe('extra');
  });
});
