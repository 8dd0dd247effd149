import { ApiError, declareErrors } from './api-error';

describe('declareErrors', () => {
  const { gone, badField } = declareErrors({
    gone: [404, 'THING_NOT_FOUND', 'Not Found'],
    badField: [400, 'THING_WRONG', 'Wrong thing', 'thing'],
  });

  it('makes an ApiError with the declared status, code and message, naming the field only when declared', () => {
    expect(gone()).toEqual(expect.objectContaining({ status: 404, code: 'THING_NOT_FOUND', message: 'Not Found' }));
    expect(gone().params).toEqual({});
    expect(badField()).toBeInstanceOf(ApiError);
    expect(badField().params).toEqual({ field: 'thing' });
  });

  it('makes a new error and params object on every call', () => {
    expect(badField()).not.toBe(badField());
    expect(badField().params).not.toBe(badField().params);
  });
});
