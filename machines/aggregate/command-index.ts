/**
 * The lookup an aggregate's command list derives: every command type in list order, the one
 * definition of a type, and the command union itself. The definition of a type is read off the list
 * (the entry whose `type` it is), so each aggregate's lookup is typed without a map that could not
 * say that each definition is only ever handed its own command.
 */
interface Definition {
  readonly type: string;
}

/** The command a definition takes: what its decide is handed. */
type CommandIn<D> = D extends { readonly decide: (command: infer C, ...rest: never[]) => unknown } ? C : never;

/** Every command an aggregate's list of definitions accepts. */
export type CommandUnion<L extends readonly Definition[]> = CommandIn<L[number]>;

export interface CommandIndex<L extends readonly Definition[]> {
  readonly types: readonly L[number]['type'][];
  /** The definition of a command type; undefined for a type no command file declares. */
  readonly definitionOf: <T extends L[number]['type']>(type: T) => Extract<L[number], { type: T }> | undefined;
}

export function commandIndex<L extends readonly Definition[]>(definitions: L): CommandIndex<L> {
  const byType: ReadonlyMap<string, L[number]> = new Map(definitions.map((d) => [d.type, d]));
  return {
    types: definitions.map((d) => d.type),
    definitionOf: <T extends L[number]['type']>(type: T) => byType.get(type) as Extract<L[number], { type: T }>,
  };
}
