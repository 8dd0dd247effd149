import {
  emptyDraft,
  emptyItem,
  formFieldOf,
  imageProblem,
  toCreateBody,
  toggleContains,
  validateDraft,
  weightHundredths,
  type RequestDraft,
} from './request-form';

function completeDraft(): RequestDraft {
  const draft = emptyDraft('Color: ');
  draft.items = [
    {
      ...emptyItem(),
      link: 'https://shop.example.com/a',
      name: 'Sneakers',
      category: '3',
      price: '20',
      contains: ['none'],
    },
    {
      ...emptyItem(),
      link: 'https://shop.example.com/b',
      name: 'Shampoo',
      category: '4',
      price: '12.5',
      quantity: '2',
      weight: '1',
      unit: 'KG',
      contains: ['liquids'],
    },
  ];
  draft.pickupLocationId = 'bns-hq';
  draft.restrictionsConfirmed = true;
  return draft;
}

/** The complete draft delivered to a Hong Kong address, with this recipient e-mail. */
function addressDraft(recipientEmail: string): RequestDraft {
  const draft = completeDraft();
  draft.delivery = 'address';
  draft.address = {
    recipientName: 'Rita',
    recipientEmail,
    contactNumber: '91234567',
    addressLine1: '1 Queen Rd',
    addressLine2: '',
    district: 'Central',
    country: 'hk',
  };
  return draft;
}

describe('request form', () => {
  it('starts with one item at the 3.00 lb default weight', () => {
    const draft = emptyDraft();
    expect(draft.items).toHaveLength(1);
    expect(draft.items[0].weight).toBe('3.00');
    expect(draft.items[0].unit).toBe('LBS');
  });

  it('asks for at least one contains answer, the restriction confirmation and a pickup location', () => {
    const draft = completeDraft();
    draft.items[1].contains = [];
    draft.restrictionsConfirmed = false;
    draft.pickupLocationId = '';
    expect(validateDraft(draft)).toEqual({
      'items.1.contains': 'request.errors.contains',
      restrictions_confirmed: 'request.errors.restrictions',
      pickup_location_id: 'request.errors.required',
    });
    expect(validateDraft(completeDraft())).toEqual({});
  });

  it('refuses a missing link, name, category, zero price and a bad quantity', () => {
    const draft = completeDraft();
    draft.items[0] = { ...draft.items[0], link: ' ', name: '', category: '', price: '0', quantity: '0' };
    expect(Object.keys(validateDraft(draft)).sort()).toEqual([
      'items.0.category',
      'items.0.link',
      'items.0.name',
      'items.0.price',
      'items.0.quantity',
    ]);
  });

  it('takes only a shop page over http(s) as the link', () => {
    for (const link of ['javascript:alert(1)', 'shop.example.com/a', 'ftp://shop.example.com/a']) {
      const draft = completeDraft();
      draft.items[0] = { ...draft.items[0], link };
      expect(validateDraft(draft)['items.0.link']).toBe('request.errors.link');
    }
    const ok = completeDraft();
    ok.items[0] = { ...ok.items[0], link: 'HTTPS://shop.example.com/a?x=1' };
    expect(validateDraft(ok)['items.0.link']).toBeUndefined();
  });

  it('"none" excludes the other contains flags and the other way round', () => {
    expect(toggleContains(['liquids'], 'none')).toEqual(['none']);
    expect(toggleContains(['none'], 'liquids')).toEqual(['liquids']);
    expect(toggleContains(['liquids', 'non_removable_batteries'], 'liquids')).toEqual(['non_removable_batteries']);
  });

  it('converts weights to hundredths of a pound, rounding up, and leaves unknown weights to the server default', () => {
    expect(weightHundredths('3.00', 'LBS')).toBe(300);
    expect(weightHundredths('1', 'KG')).toBe(221);
    expect(weightHundredths('8', 'OZ')).toBe(50);
    expect(weightHundredths('', 'LBS')).toBeNull();
  });

  it('builds the create body in minor units with the pickup location', () => {
    const body = toCreateBody(completeDraft());
    expect(body.items[0]).toMatchObject({
      price: 2000,
      currency: 'USD',
      quantity: 1,
      weight: 300,
      contains: ['none'],
      from_country: 'us',
      to_country: 'hk',
    });
    expect(body.items[1]).toMatchObject({ price: 1250, quantity: 2, weight: 221 });
    expect(body).toMatchObject({ warehouse: 'us', pickup_location_id: 'bns-hq', restrictions_confirmed: true });
    expect(body.shipping_address).toBeUndefined();
  });

  it('sends an address instead when delivery is to an address', () => {
    const draft = addressDraft('');
    const body = toCreateBody(draft);
    expect(body.pickup_location_id).toBeUndefined();
    expect(body.shipping_address).toEqual({
      recipient_name: 'Rita',
      recipient_email: undefined,
      contact_number: '91234567',
      address_line1: '1 Queen Rd',
      address_line2: undefined,
      district: 'Central',
      country: 'hk',
    });
  });

  it('checks and sends the optional recipient e-mail of an address (spec §3)', () => {
    const draft = addressDraft('rita@example');
    expect(validateDraft(draft)['shipping_address.recipient_email']).toBe('request.errors.email');
    draft.address = { ...draft.address, recipientEmail: ' rita@example.hk ' };
    expect(validateDraft(draft)['shipping_address.recipient_email']).toBeUndefined();
    expect(toCreateBody(draft).shipping_address?.recipient_email).toBe('rita@example.hk');
  });

  it('refuses non-images and images over 10 MB with the spec messages', () => {
    expect(imageProblem({ type: 'text/plain', size: 10 })).toBe('request.errors.imageType');
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 + 1 })).toBe('request.errors.imageSize');
    expect(imageProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
  });

  describe('spec §9 at creation: declared value of precious goods, optional sides', () => {
    const withWatch = (declared: string, quantity = '1') => {
      const draft = completeDraft();
      draft.items[1] = { ...draft.items[1], category: 'accessories', declaredValueTwd: declared, quantity };
      return draft;
    };

    it('asks a declared value only where the category is precious, as a whole TWD amount', () => {
      expect(validateDraft(withWatch(''))).toEqual({ 'items.1.declaredValueTwd': 'request.errors.required' });
      expect(validateDraft(withWatch('12.5'))).toEqual({ 'items.1.declaredValueTwd': 'request.errors.declaredValue' });
      expect(validateDraft(withWatch('28000'))).toEqual({});
      expect(toCreateBody(withWatch('28000')).items[1]).toMatchObject({ declared_value_twd: 28000 });
      // Not asked of other goods, and nothing is sent for them when left empty.
      expect('declared_value_twd' in toCreateBody(completeDraft()).items[0]).toBe(false);
    });

    it('shows the server’s precious-goods refusal at the line before submitting: parcel, then waybill', () => {
      expect(validateDraft(withWatch('15001', '2'))).toEqual({
        'items.1.declaredValueTwd': 'errors.PRECIOUS_GOODS_PARCEL_LIMIT',
      });
      const two = withWatch('30000');
      two.items[0] = { ...two.items[0], category: 'accessories', declaredValueTwd: '20001' };
      expect(validateDraft(two)).toEqual({ 'items.1.declaredValueTwd': 'errors.PRECIOUS_GOODS_WAYBILL_LIMIT' });
      two.items[0].declaredValueTwd = '20000';
      expect(validateDraft(two)).toEqual({});
    });

    it('takes all three sides or none, and sends them in cm', () => {
      const draft = completeDraft();
      expect('dimensions' in toCreateBody(draft).items[0]).toBe(false);
      draft.items[0] = { ...draft.items[0], lengthCm: '40', widthCm: '30.5', heightCm: '' };
      expect(validateDraft(draft)).toEqual({ 'items.0.dimensions': 'request.errors.sides' });
      draft.items[0].heightCm = '1001';
      expect(validateDraft(draft)).toEqual({ 'items.0.dimensions': 'request.errors.sides' });
      draft.items[0].heightCm = '20';
      expect(validateDraft(draft)).toEqual({});
      expect(toCreateBody(draft).items[0].dimensions).toEqual({ length_cm: 40, width_cm: 30.5, height_cm: 20 });
    });

    it('puts a field the server names on the form field it belongs to', () => {
      const named = {
        'items[0].weight': 'items.0.weight',
        'items[1].declared_value_twd': 'items.1.declaredValueTwd',
        'items[1].dimensions': 'items.1.dimensions',
        'items.2.dimensions.length_cm': 'items.2.dimensions',
        items: 'items',
        restrictions_confirmed: 'restrictions_confirmed',
      };
      expect(Object.keys(named).map(formFieldOf)).toEqual(Object.values(named));
    });
  });
});
