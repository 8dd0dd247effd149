/** Small shapes several areas share. */

/** A JSON object whose fields this contract does not spell out (yet): only its being an object is checked. */
export type JsonObject = Record<string, unknown>;

/** Most collections come wrapped: `{ results: [...] }`, sometimes with paging figures. */
export interface ResultsList<T> {
  results: T[];
}

export interface ResultsPage<T> extends ResultsList<T> {
  count: number;
}

/** Admin lists not spelled out field by field: an object with a `results` array of objects. */
export interface AdminResults {
  results: JsonObject[];
  count?: number;
}

/** `{ enabled }` switches (auto workflow). */
export interface EnabledBody {
  enabled: boolean;
}
