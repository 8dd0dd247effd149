/**
 * A refusal of an aggregate (DESIGN §6): a stable code the apps translate, its default message and
 * `params` naming the detail. Each aggregate keeps its own table of codes; the guard is shared.
 */
export interface CodedError<Code extends string> {
  readonly code: Code;
  readonly message: string;
  readonly params: Readonly<Record<string, unknown>>;
}

export function isCodeOf<M extends Readonly<Record<string, string>>>(
  messages: M,
  value: unknown,
): value is {
  readonly code: keyof M & string;
  readonly message: string;
  readonly params: Readonly<Record<string, unknown>>;
} {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { code?: unknown }).code === 'string' &&
    (value as { code: string }).code in messages
  );
}

/** The constructor of an aggregate's refusals: the code's own message unless the caller words it. */
export function codedErrors<M extends Readonly<Record<string, string>>>(messages: M) {
  return (
    code: keyof M & string,
    params: Record<string, unknown> = {},
    message: string = messages[code],
  ): CodedError<keyof M & string> => ({ code, message, params });
}
