import { ERASED_VALUE, shownPersonalFields } from './erased-value';

describe('shownPersonalFields', () => {
  it('shows the translated text for erased fields, once when nothing else is left', () => {
    expect(shownPersonalFields([ERASED_VALUE, ERASED_VALUE, '', null], 'Erased')).toEqual(['Erased']);
    expect(shownPersonalFields([ERASED_VALUE, 'hk'], 'Erased')).toEqual(['Erased', 'hk']);
    expect(shownPersonalFields(['Chan Tai Man', undefined, '1 Queen’s Road'], 'Erased')).toEqual([
      'Chan Tai Man',
      '1 Queen’s Road',
    ]);
  });
});
