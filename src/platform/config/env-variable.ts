/**
 * One declaration per environment variable: its name (the key of a concern's table), what it is
 * when unset and what it means. The readers take names and constant defaults from these tables, and
 * `scripts/generate-config-doc.ts` renders docs/configuration.md from them, so the documentation
 * cannot drift from what start-up reads.
 */
export type EnvVariable =
  /** A constant default: the reader uses this very value when the variable is unset or empty. */
  | { readonly default: string | number | boolean; readonly description: string }
  /** A default that depends on something else (production, the machine, another variable): said in words. */
  | { readonly defaultText: string; readonly description: string };

export type EnvTable = Readonly<Record<string, EnvVariable>>;

/** A table of docs/configuration.md: the variables of one concern. */
export interface ConfigConcern {
  readonly title: string;
  /** One or two sentences above the table. */
  readonly summary: string;
  readonly variables: EnvTable;
  /**
   * Set when `loadConfig` does not read these variables itself (the tracing SDK, the web apps'
   * build): documented here so the operator finds every variable in one place.
   */
  readonly readBy?: string;
}

/**
 * A concern as its file declares it: title, summary and table in one place. The table keeps its
 * literal types (a reader's fallback is the declared default, typed as such), and `names` holds the
 * table's names as a typed object, so a reader cannot name a variable its table lacks.
 */
export type DeclaredConcern<T extends EnvTable> = ConfigConcern & {
  readonly variables: T;
  readonly names: { readonly [K in keyof T]: K };
};

export function declareConcern<const T extends EnvTable>(
  concern: ConfigConcern & { readonly variables: T },
): DeclaredConcern<T> {
  const names = Object.fromEntries(Object.keys(concern.variables).map((name) => [name, name]));
  return { ...concern, names: names as { [K in keyof T]: K } };
}
