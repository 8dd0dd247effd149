import { ApiClientError } from '@shared/api/http-client';
import { EMPTY_STORAGE, storageBody, storageFieldError } from './storage-extension-form';

describe('extend free storage form (console)', () => {
  it('sends whole days and the trimmed reason', () => {
    expect(storageBody({ days: ' 7 ', reason: '  Requester travelling ' })).toEqual({
      body: { days: 7, reason: 'Requester travelling' },
    });
  });

  it('refuses what the command would: nothing typed, not a whole number, out of 1-30', () => {
    expect(storageBody(EMPTY_STORAGE)).toEqual({
      errors: { days: { key: 'errors.required' }, reason: { key: 'errors.required' } },
    });
    expect(storageBody({ days: '2.5', reason: 'x' })).toEqual({ errors: { days: { key: 'errors.wrongFormat' } } });
    expect(storageBody({ days: '0', reason: 'x' })).toEqual({ errors: { days: { key: 'errors.minValue' } } });
    expect(storageBody({ days: '31', reason: 'x' })).toEqual({ errors: { days: { key: 'errors.overMax' } } });
    expect(storageBody({ days: '30', reason: 'x' })).toEqual({ body: { days: 30, reason: 'x' } });
  });

  it('puts the server’s coded errors under the field they name', () => {
    expect(
      storageFieldError(
        new ApiClientError(400, 'BATCH_VALIDATION', 'The extension must reach past now', { field: 'days' }),
      ),
    ).toEqual({
      field: 'days',
      error: { key: 'admin.storage.daysRefused' },
    });
    expect(storageFieldError(new ApiClientError(400, 'VALIDATION_FAILED', 'Required', { field: 'reason' }))).toEqual({
      field: 'reason',
      error: { key: 'errors.required' },
    });
    expect(storageFieldError(new ApiClientError(400, 'SOME_CODE', 'x', { field: 'days', max: 30 }))).toEqual({
      field: 'days',
      error: { key: 'errors.SOME_CODE', params: { field: 'days', max: 30 } },
    });
  });

  it('leaves errors without a field (or not from the server) to the page’s notice', () => {
    expect(storageFieldError(new ApiClientError(409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', 'x'))).toBeUndefined();
    expect(storageFieldError(new Error('boom'))).toBeUndefined();
  });
});
