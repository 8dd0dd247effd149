import { hongKongDay } from './hong-kong-day';

describe('hongKongDay', () => {
  it('starts the Hong Kong day at 16:00 UTC the evening before', () => {
    const day = hongKongDay(new Date('2026-11-23T15:59:59.999Z'));
    expect(day).toEqual({
      start: new Date('2026-11-22T16:00:00.000Z'),
      end: new Date('2026-11-23T16:00:00.000Z'),
      date: '2026-11-23',
    });
  });

  it('moves to the next day at 16:00 UTC', () => {
    expect(hongKongDay(new Date('2026-11-23T16:00:00.000Z')).date).toBe('2026-11-24');
  });
});
