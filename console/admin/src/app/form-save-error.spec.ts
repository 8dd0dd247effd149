import { ApiClientError } from '@shared/api/http-client';
import { FormSaveError, refusalText, savedOrRefused, validationMessage } from './form-save-error';

const refusal = (code: string, params: Record<string, unknown>, status = 400) =>
  new ApiClientError(status, code, typeof params.message === 'string' ? params.message : code, params);

describe('a refused save as the form reads it', () => {
  it('turns class-validator bounds into the console message with the bound as `limit`, never the English text', () => {
    const min = validationMessage({
      field: 'fee_flat_cents',
      constraint: 'min',
      message: 'fee_flat_cents must not be less than 0',
    });
    expect(min.startsWith('@@react-admin@@')).toBe(true);
    expect(JSON.parse(min.slice('@@react-admin@@'.length))).toEqual({
      message: 'admin.validation.min',
      args: { limit: '0' },
    });
    expect(validationMessage({ constraint: 'isInt', message: 'rate_micro must be an integer number' })).toBe(
      'admin.validation.number',
    );
    expect(validationMessage({ constraint: 'somethingNew', message: 'x is odd' })).toBe('admin.validation.invalid');
  });

  it('states the bound of a money field in currency units, as the operator types it', () => {
    const args = (message: string) => (JSON.parse(message.slice('@@react-admin@@'.length)) as { args: unknown }).args;
    const feeTooBig = {
      field: 'fee_flat_cents',
      constraint: 'max',
      message: 'fee_flat_cents must not be greater than 100000000',
    };
    expect(args(validationMessage(feeTooBig, 2))).toEqual({ limit: '1000000' });
    expect(args(validationMessage({ constraint: 'min', message: 'x must not be less than 1' }, 2))).toEqual({
      limit: '0.01',
    });
    expect(args(validationMessage({ constraint: 'min', message: 'rate_micro must not be less than 1' }, 6))).toEqual({
      limit: '0.000001',
    });
    // A length is in characters whatever the field is.
    const long = { constraint: 'maxLength', message: 'x must be shorter than or equal to 500 characters' };
    expect(args(validationMessage(long, 2))).toEqual({ limit: '500' });
  });

  it('asks the form which refused fields are money', async () => {
    const refused = savedOrRefused(
      () =>
        Promise.reject(
          refusal('VALIDATION_FAILED', {
            field: 'fee_per_weight_cents',
            constraint: 'max',
            message: 'fee_per_weight_cents must not be greater than 100000000',
          }),
        ),
      { unitDigits: (field) => (field === 'fee_per_weight_cents' ? 2 : undefined) },
    );
    const error = (await refused.catch((e: unknown) => e)) as FormSaveError;
    expect(String(error.body.errors?.fee_per_weight_cents)).toContain('"args":{"limit":"1000000"}');
  });

  it('puts a field refusal under the field with a notice to correct it; anything else is the error code', async () => {
    const fieldRefused = savedOrRefused(() =>
      Promise.reject(
        refusal('VALIDATION_FAILED', {
          field: 'sort',
          constraint: 'max',
          message: 'sort must not be greater than 999',
        }),
      ),
    );
    await expect(fieldRefused).rejects.toBeInstanceOf(FormSaveError);
    const error = (await fieldRefused.catch((e: unknown) => e)) as FormSaveError;
    expect(error.body.errors?.root).toEqual({ serverError: 'admin.validation.checkFields' });
    expect(String(error.body.errors?.sort)).toContain('"message":"admin.validation.max","args":{"limit":"999"}');
    await expect(savedOrRefused(() => Promise.reject(refusal('FORBIDDEN', {}, 403)))).rejects.toMatchObject({
      message: 'errors.FORBIDDEN',
      body: {},
    });
    await expect(savedOrRefused(() => Promise.resolve(7))).resolves.toBe(7);
  });

  it("tells a refused dialog's field by its label and what it needs, never the server's words", () => {
    const texts: Record<string, string> = {
      'admin.actions.fields.remark': 'Remark',
      'admin.validation.max': 'Must be {{limit}} or less',
      'admin.validation.maxLength': 'At most {{limit}} characters',
      'admin.validation.invalid': 'This value is not accepted',
      'errors.BATCH_NOT_FOUND': 'No such batch',
      'errors.generic': 'Something went wrong',
    };
    const translate = (key: string, options: Record<string, unknown> = {}) =>
      (texts[key] ?? (options._ as string | undefined) ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) =>
        String(options[n]),
      );
    const tooLong = refusal('VALIDATION_FAILED', {
      field: 'remark',
      constraint: 'max',
      message: 'remark must not be greater than 500',
    });
    expect(refusalText(translate, tooLong)).toBe('Remark: Must be 500 or less');
    const longText = refusal('VALIDATION_FAILED', {
      field: 'remark',
      constraint: 'maxLength',
      message: 'remark must be shorter than or equal to 2000 characters',
    });
    expect(refusalText(translate, longText)).toBe('Remark: At most 2000 characters');
    // A bound the server's words do not give: the general message, never an unfilled {{limit}}.
    const noBound = refusal('VALIDATION_FAILED', { field: 'remark', constraint: 'max', message: 'too big' });
    expect(refusalText(translate, noBound)).toBe('Remark: This value is not accepted');
    // A field without a label of its own is named as the server names it; the need is still in words.
    const odd = refusal('VALIDATION_FAILED', { field: 'fee_flat_cents', constraint: 'isPositive', message: 'x' });
    expect(refusalText(translate, odd)).toBe('fee_flat_cents: This value is not accepted');
    expect(refusalText(translate, refusal('BATCH_NOT_FOUND', {}, 404))).toBe('No such batch');
    expect(refusalText(translate, refusal('SOMETHING_NEW', {}, 418))).toBe('Something went wrong');
    expect(refusalText(translate, new Error('boom'))).toBe('Something went wrong');
  });
});
