/** Small shapes several areas share. */

/** A JSON object whose fields a contract does not spell out (the document's answer for a route missing from routes.ts). */
export type JsonObject = Record<string, unknown>;

/** Most collections come wrapped: `{ results: [...] }`, sometimes with paging figures. */
export interface ResultsList<T> {
  results: T[];
}

export interface ResultsPage<T> extends ResultsList<T> {
  count: number;
}

/** `{ enabled }` switches (auto workflow). */
export interface EnabledBody {
  enabled: boolean;
}
