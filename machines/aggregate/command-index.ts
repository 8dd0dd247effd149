/**
 * The lookup an aggregate's command list derives: every command type in list order, and the one
 * definition of a type. Each aggregate narrows the result to its own command union, because a map
 * keyed by type cannot say in types that each definition is only ever handed its own command.
 */
export interface CommandIndex<D extends { readonly type: string }> {
  readonly types: readonly D['type'][];
  readonly definitionOf: (type: string) => D | undefined;
}

export function commandIndex<D extends { readonly type: string }>(definitions: readonly D[]): CommandIndex<D> {
  const byType: ReadonlyMap<string, D> = new Map(definitions.map((d) => [d.type, d]));
  return { types: definitions.map((d) => d.type), definitionOf: (type) => byType.get(type) };
}
