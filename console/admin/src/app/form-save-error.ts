import { ApiClientError } from '@shared/api/http-client';

/**
 * The shape react-admin's create/edit controllers read for server-side validation (`body.errors`,
 * as its HttpError); a class of our own so the data provider does not load react-admin's UI.
 */
export class FormSaveError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { errors?: Record<string, unknown> },
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** react-admin's marker for an input error that carries arguments ({ message, args } as JSON). */
const WITH_ARGS = '@@react-admin@@';

/** class-validator's constraint names → the console's messages (`admin.validation.*`). */
const CONSTRAINT_KEYS: Record<string, string> = {
  min: 'min',
  max: 'max',
  isInt: 'number',
  isNumber: 'number',
  isNotEmpty: 'required',
  isDefined: 'required',
  notNull: 'required',
};

/**
 * A VALIDATION_FAILED refusal ({ field, constraint, message }) as the message under the field, in
 * the operator's language: the server's English ("fee_flat_cents must not be less than 0") never
 * reaches the screen; a bound it names ("less than 0") becomes the message's `limit`.
 */
export function validationMessage(params: Record<string, unknown>): string {
  const constraint = typeof params.constraint === 'string' ? params.constraint : '';
  const key = `admin.validation.${CONSTRAINT_KEYS[constraint] ?? 'invalid'}`;
  const limit = typeof params.message === 'string' ? /(-?\d+(?:\.\d+)?)\s*$/.exec(params.message)?.[1] : undefined;
  return limit === undefined ? key : `${WITH_ARGS}${JSON.stringify({ message: key, args: { limit } })}`;
}

/**
 * Runs a save; a refusal naming a field of the form becomes react-admin's server-side validation
 * error: the message under that field (`hint` for VALIDATION_FAILED, else the constraint's; another
 * code's `errors.<code>`), with "please correct the fields" as the notice. Any other refusal is
 * `errors.<code>`. Never the server's text.
 */
export async function savedOrRefused<T>(
  save: () => Promise<T>,
  form: { isField?: (field: string) => boolean; hint?: (field: string) => string } = {},
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    const field = typeof error.params.field === 'string' ? error.params.field : undefined;
    if (field && (form.isField?.(field) ?? true)) {
      const message =
        error.code === 'VALIDATION_FAILED'
          ? (form.hint?.(field) ?? validationMessage(error.params))
          : `errors.${error.code}`;
      throw new FormSaveError(message, error.status, {
        errors: { [field]: message, root: { serverError: 'admin.validation.checkFields' } },
      });
    }
    throw new FormSaveError(`errors.${error.code}`, error.status, {});
  }
}
