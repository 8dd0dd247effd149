import { ApiError, declareErrors, orNotFound, uuidParam } from './api-error';

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

describe('orNotFound and uuidParam', () => {
  const notFound = () => new ApiError(404, 'THING_NOT_FOUND', 'Not Found');

  it('gives back what was found, and throws the not-found error for null or undefined only', () => {
    expect(orNotFound(0, notFound)).toBe(0);
    expect(() => orNotFound(null, notFound)).toThrow('Not Found');
    expect(() => orNotFound(undefined, notFound)).toThrow(ApiError);
  });

  it('passes a UUID through and answers anything else with the not-found error', () => {
    const pipe = uuidParam(notFound);
    const id = '7d3c2a9e-3c1b-4f5e-9a7b-2c1d0e9f8a6b';
    expect(pipe.transform(id, { type: 'param' })).toBe(id);
    expect(() => pipe.transform('not-a-uuid', { type: 'param' })).toThrow(ApiError);
  });
});
