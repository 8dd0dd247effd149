import { ApiClientError } from '@shared/api/http-client';
import { limitInUnits } from './money-input';

/** react-admin's translate, as this file uses it (no react-admin import: the data provider loads this). */
type Translate = (key: string, options?: Record<string, unknown>) => string;

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
  maxLength: 'maxLength',
  minLength: 'minLength',
  isInt: 'number',
  isNumber: 'number',
  isNotEmpty: 'required',
  isDefined: 'required',
  notNull: 'required',
};
/** The messages that say the bound (`{{limit}}`): without one in the server's words, the general message. */
const NEEDS_LIMIT: ReadonlySet<string> = new Set(['min', 'max', 'maxLength', 'minLength']);

/** A length's bound is in characters whatever the field holds; only a value's bound is in its unit. */
const VALUE_BOUNDS: ReadonlySet<string> = new Set(['min', 'max']);

/**
 * A VALIDATION_FAILED refusal's constraint as the console's message key, with the bound it names:
 * the last number of the server's words ("less than 0", "shorter than or equal to 2000 characters").
 * `digits`: the field is money (or a rate) the API keeps in minor units with that many decimals, and
 * the form shows in currency units, so the bound is said the way the operator types it (1 cent: "0.01").
 */
function validationWords(params: Record<string, unknown>, digits?: number): { key: string; limit?: string } {
  const constraint = typeof params.constraint === 'string' ? params.constraint : '';
  const message = typeof params.message === 'string' ? params.message : '';
  const name = CONSTRAINT_KEYS[constraint] ?? 'invalid';
  if (!NEEDS_LIMIT.has(name)) return { key: `admin.validation.${name}` };
  const stated = /(-?\d+(?:\.\d+)?)\D*$/.exec(message)?.[1];
  if (stated === undefined) return { key: 'admin.validation.invalid' };
  const limit = digits !== undefined && VALUE_BOUNDS.has(name) ? limitInUnits(stated, digits) : stated;
  return { key: `admin.validation.${name}`, limit };
}

/**
 * A VALIDATION_FAILED refusal ({ field, constraint, message }) as the message under the field, in
 * the operator's language: the server's English ("fee_flat_cents must not be less than 0") never
 * reaches the screen; a bound it names ("less than 0") becomes the message's `limit`, in currency
 * units when `digits` says the field is money.
 */
export function validationMessage(params: Record<string, unknown>, digits?: number): string {
  const { key, limit } = validationWords(params, digits);
  return limit === undefined ? key : `${WITH_ARGS}${JSON.stringify({ message: key, args: { limit } })}`;
}

/**
 * A server refusal `{code,message,params}` in the operator's language, for a notice or a dialog:
 * `errors.<code>` with the params interpolated; a code with no message falls back to the HTTP
 * status's message, then the generic one. A VALIDATION_FAILED names the field by its label and says
 * what the field needs ("Price: Must be 0 or more"), not "Wrong Input". Never the server's English.
 */
export function refusalText(translate: Translate, error: unknown): string {
  if (!(error instanceof ApiClientError) || !error.code) return translate('errors.generic');
  const field = typeof error.params.field === 'string' ? error.params.field : undefined;
  if (error.code === 'VALIDATION_FAILED' && field) {
    const { key, limit } = validationWords(error.params);
    const label = translate(`admin.actions.fields.${field}`, { _: field });
    return `${label}: ${translate(key, limit === undefined ? {} : { limit })}`;
  }
  const fallback = translate(`errors.HTTP_${error.status}`, { _: translate('errors.generic') });
  return translate(`errors.${error.code}`, { ...error.params, _: fallback });
}

/**
 * Runs a save; a refusal naming a field of the form becomes react-admin's server-side validation
 * error: the message under that field (`hint` for VALIDATION_FAILED, else the constraint's; another
 * code's `errors.<code>`), with "please correct the fields" as the notice. Any other refusal is
 * `errors.<code>`. Never the server's text. `unitDigits` names the money fields (their minor unit's
 * decimals), whose bounds are said in currency units.
 */
export async function savedOrRefused<T>(
  save: () => Promise<T>,
  form: {
    isField?: (field: string) => boolean;
    hint?: (field: string) => string;
    unitDigits?: (field: string) => number | undefined;
  } = {},
): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (!(error instanceof ApiClientError)) throw error;
    const field = typeof error.params.field === 'string' ? error.params.field : undefined;
    if (field && (form.isField?.(field) ?? true)) {
      const message =
        error.code === 'VALIDATION_FAILED'
          ? (form.hint?.(field) ?? validationMessage(error.params, form.unitDigits?.(field)))
          : `errors.${error.code}`;
      throw new FormSaveError(message, error.status, {
        errors: { [field]: message, root: { serverError: 'admin.validation.checkFields' } },
      });
    }
    throw new FormSaveError(`errors.${error.code}`, error.status, {});
  }
}
