import { ApiClientError } from '../api/http-client';
import {
  checkInFormOf,
  checkInServerError,
  emptyCheckIn,
  MAX_PHOTO_BYTES,
  photosProblem,
  poundsToHundredths,
  type CheckInValues,
} from './check-in-form';

const photo = (type = 'image/jpeg', size = 1000) => ({ type, size }) as File;
const filled = (patch: Partial<CheckInValues> = {}): CheckInValues => ({
  ...emptyCheckIn(['item-1', 'item-2']),
  photos: [photo(), photo()],
  weight: '3.25',
  length_cm: '30',
  width_cm: '20.5',
  height_cm: '10',
  ...patch,
});

// The warehouse bench's form: what it refuses before sending, and where the server's refusals stand.
describe('check-in form', () => {
  it('given a complete parcel, when checked, then the multipart fields are the contract CheckInForm (weight in hundredths)', () => {
    expect(checkInFormOf(filled({ note: ' ', tracking_number: ' 1Z999 ' }))).toEqual({
      form: {
        item_ids: 'item-1,item-2',
        weight: '325',
        length_cm: '30',
        width_cm: '20.5',
        height_cm: '10',
        condition: 'good',
        tracking_number: '1Z999',
      },
    });
  });

  it('given nothing picked or typed, when checked, then each missing field is named', () => {
    const result = checkInFormOf({ ...emptyCheckIn(), condition: '' });
    expect(result).toEqual({
      errors: {
        items: { key: 'errors.required' },
        photos: { key: 'errors.ARRIVAL_PHOTOS_REQUIRED' },
        weight: { key: 'errors.required' },
        length_cm: { key: 'errors.required' },
        width_cm: { key: 'errors.required' },
        height_cm: { key: 'errors.required' },
        condition: { key: 'errors.required' },
      },
    });
  });

  it('given a negative or zero weight or side, when checked, then it is a wrong format under that field', () => {
    expect(checkInFormOf(filled({ weight: '-1' }))).toEqual({ errors: { weight: { key: 'errors.wrongFormat' } } });
    expect(checkInFormOf(filled({ weight: '0' }))).toEqual({ errors: { weight: { key: 'errors.wrongFormat' } } });
    expect(checkInFormOf(filled({ height_cm: '0' }))).toEqual({ errors: { height_cm: { key: 'errors.wrongFormat' } } });
    expect(poundsToHundredths('1.234')).toBeNull();
    expect(poundsToHundredths('0.01')).toBe(1);
  });

  it('given a damaged parcel without a note, when checked, then the note is required', () => {
    expect(checkInFormOf(filled({ condition: 'damaged' }))).toEqual({ errors: { note: { key: 'errors.required' } } });
    expect(checkInFormOf(filled({ condition: 'damaged', note: 'Corner crushed' }))).toMatchObject({
      form: { condition: 'damaged', note: 'Corner crushed' },
    });
  });

  it('given 11 photos, a non-image or a 30 MB photo, when checked, then the photos are refused before sending', () => {
    expect(photosProblem(Array.from({ length: 11 }, () => photo()))).toEqual({
      key: 'errors.ARRIVAL_TOO_MANY_PHOTOS',
      params: { max: 10 },
    });
    expect(photosProblem([photo('application/pdf')])).toEqual({ key: 'errors.IMAGE_NOT_AN_IMAGE' });
    expect(photosProblem([photo('image/png', 30 * 1024 * 1024)])).toEqual({ key: 'errors.IMAGE_TOO_LARGE' });
    expect(photosProblem([photo('image/png', MAX_PHOTO_BYTES)])).toBeNull();
    expect(photosProblem([], 0)).toBeNull();
  });

  it('given a server refusal, when it names a field or a photo code, then it stands under that field', () => {
    const refusal = (code: string, params: Record<string, unknown> = {}) => new ApiClientError(400, code, 'no', params);
    expect(checkInServerError(refusal('IMAGE_TOO_LARGE', { field: 'photos' }))?.field).toBe('photos');
    expect(checkInServerError(refusal('ARRIVAL_TOO_MANY_PHOTOS'))?.field).toBe('photos');
    expect(checkInServerError(refusal('BATCH_ITEM_NOT_FOUND'))).toEqual({
      field: 'items',
      problem: { key: 'errors.BATCH_ITEM_NOT_FOUND', params: {} },
    });
    expect(checkInServerError(refusal('VALIDATION_FAILED', { field: 'weight' }))?.field).toBe('weight');
    expect(checkInServerError(refusal('VALIDATION_FAILED', { field: 'dimensions.widthCm' }))?.field).toBe('width_cm');
    expect(checkInServerError(refusal('VALIDATION_FAILED', { field: 'height_cm' }))?.field).toBe('height_cm');
  });

  it('given a refusal about no field, when read, then it is left to the notice', () => {
    expect(checkInServerError(new ApiClientError(409, 'BATCH_COMMAND_NOT_ALLOWED_IN_STATUS', 'no'))).toBeUndefined();
    expect(checkInServerError(new Error('offline'))).toBeUndefined();
  });
});
