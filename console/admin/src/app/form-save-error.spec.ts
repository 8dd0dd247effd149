import { ApiClientError } from '@shared/api/http-client';
import { FormSaveError, savedOrRefused, validationMessage } from './form-save-error';

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
});
