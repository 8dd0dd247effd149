import { EMPTY_ADDRESS, addressErrors, addressUpdate } from './onboarding-rules';

describe('address rules', () => {
  const filled = { ...EMPTY_ADDRESS, addressLine1: '1 Main St' };

  it('asks for region and district where the country has regions, state and city where it has states', () => {
    expect(Object.keys(addressErrors(filled, 'regions'))).toEqual(['region', 'district']);
    expect(Object.keys(addressErrors(filled, 'states'))).toEqual(['state', 'city']);
    expect(addressErrors(filled, 'none')).toEqual({});
  });

  it('does not ask for a city the chosen state has none of', () => {
    expect(addressErrors({ ...filled, state: '101' }, 'states', false)).toEqual({});
  });

  it('limits the zip code to the server maximum', () => {
    expect(addressErrors({ ...filled, zipcode: 'x'.repeat(21) }, 'none')).toEqual({
      zipcode: 'onboarding.errors.zipcodeMax',
    });
  });

  it('sends the zip code and only the pick-lists the country has, as ids', () => {
    const form = { ...filled, region: '2', district: '5', state: '9', city: '1', zipcode: ' 10001 ' };
    expect(addressUpdate(form, 'states')).toEqual({
      address_1: '1 Main St',
      address_2: '',
      zipcode: '10001',
      region: undefined,
      district: undefined,
      state: 9,
      city: 1,
    });
    expect(addressUpdate(form, 'regions')).toMatchObject({ region: 2, district: 5, state: undefined, city: undefined });
  });
});
