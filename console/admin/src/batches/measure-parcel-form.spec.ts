import { ApiClientError } from '@shared/api/http-client';
import { EMPTY_MEASURE, measurable, measureBody, serverFieldError } from './measure-parcel-form';

describe('measure-parcel form (console, spec §9 at the warehouse stages)', () => {
  const filled = { item: 'item-1', weight: '12.5', length_cm: '85', width_cm: '20.25', height_cm: '20' };

  it('sends the command’s body: sides in cm as typed, the weight in hundredths of a pound', () => {
    expect(measureBody(filled)).toEqual({
      body: {
        items: [{ id: 'item-1', dimensions: { length_cm: 85, width_cm: 20.25, height_cm: 20 }, weight: 1250 }],
      },
    });
  });

  it('leaves the weight out when none was weighed', () => {
    expect(measureBody({ ...filled, weight: ' ' })).toEqual({
      body: { items: [{ id: 'item-1', dimensions: { length_cm: 85, width_cm: 20.25, height_cm: 20 } }] },
    });
  });

  it('names every field it refuses itself: no item, missing or non-numeric sides, a weight finer than 0.01 lb', () => {
    expect(measureBody(EMPTY_MEASURE)).toEqual({
      errors: {
        item: { key: 'errors.required' },
        length_cm: { key: 'errors.required' },
        width_cm: { key: 'errors.required' },
        height_cm: { key: 'errors.required' },
      },
    });
    expect(measureBody({ ...filled, width_cm: '2O', height_cm: '0', weight: '1.005' })).toEqual({
      errors: {
        width_cm: { key: 'errors.wrongFormat' },
        height_cm: { key: 'errors.wrongFormat' },
        weight: { key: 'errors.wrongFormat' },
      },
    });
  });

  it('puts the server’s refusals under the field they name (DTO and machine spellings)', () => {
    const dto = new ApiClientError(400, 'VALIDATION_FAILED', 'Over Maximum Value', {
      field: 'items.0.dimensions.width_cm',
      constraint: 'max',
    });
    expect(serverFieldError(dto)).toEqual({ field: 'width_cm', error: { key: 'errors.overMax' } });
    const decimals = new ApiClientError(400, 'VALIDATION_FAILED', 'bad', {
      field: 'items.0.dimensions.height_cm',
      constraint: 'isNumber',
    });
    expect(serverFieldError(decimals)).toEqual({ field: 'height_cm', error: { key: 'errors.wrongFormat' } });
    const machine = new ApiClientError(422, 'BATCH_VALIDATION', 'Wrong Input', {
      field: 'items[0].dimensions.lengthCm',
    });
    expect(serverFieldError(machine)).toEqual({ field: 'length_cm', error: { key: 'errors.BATCH_VALIDATION' } });
    const weight = new ApiClientError(400, 'VALIDATION_FAILED', 'x', { field: 'items.0.weight', constraint: 'min' });
    expect(serverFieldError(weight)).toEqual({ field: 'weight', error: { key: 'errors.minValue' } });
    const state = new ApiClientError(422, 'BATCH_ITEM_NOT_IN_EXPECTED_STATE', 'x', {
      field: 'items',
      itemIds: ['item-2'],
    });
    expect(serverFieldError(state)).toEqual({
      field: 'item',
      error: { key: 'errors.BATCH_ITEM_NOT_IN_EXPECTED_STATE', params: { field: 'items', itemIds: ['item-2'] } },
    });
  });

  it('leaves refusals that name no field to the notice', () => {
    expect(serverFieldError(new ApiClientError(409, 'BATCH_COMMAND_NOT_ALLOWED', 'x'))).toBeUndefined();
    expect(serverFieldError(new Error('network'))).toBeUndefined();
  });

  it('offers only items bought or sent (what MeasureParcel accepts)', () => {
    expect(['requested', 'purchased', 'sent', 'purchase_canceled'].filter((state) => measurable({ state }))).toEqual([
      'purchased',
      'sent',
    ]);
  });
});
