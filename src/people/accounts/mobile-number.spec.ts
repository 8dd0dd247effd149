import { ageOn, parseBirthDate } from './birth-date';
import { parseMobileNumber } from './mobile-number';

describe('parseMobileNumber (spec §5 per calling code)', () => {
  it.each([
    ['+85291234567', '+85291234567'],
    ['+852 4123 4567', '+85241234567'],
    ['+85361234567', '+85361234567'],
    ['+886912345678', '+886912345678'],
    ['+8860912345678', '+886912345678'],
    ['+12125550123', '+12125550123'],
  ])('accepts %s as %s', (input, e164) => {
    expect(parseMobileNumber(input)?.e164).toBe(e164);
  });

  it.each([
    '+85231234567',
    '+8529123456',
    '+852912345678',
    '+85371234567',
    '+886812345678',
    '+11125550123',
    '+1212555012',
    '91234567',
    '',
    'abc',
    '+852９１２３４５６７',
  ])('refuses %s', (input) => {
    expect(parseMobileNumber(input)).toBeUndefined();
  });

  it('refuses non-strings', () => {
    expect(parseMobileNumber(85291234567)).toBeUndefined();
    expect(parseMobileNumber(null)).toBeUndefined();
  });
});

describe('parseBirthDate (spec §5 four-digit year, month, day with / or -)', () => {
  it.each([
    ['1990-01-31', '1990-01-31'],
    ['1990/1/5', '1990-01-05'],
    ['2000-2-29', '2000-02-29'],
  ])('accepts %s', (input, iso) => expect(parseBirthDate(input)).toBe(iso));

  it.each(['90-01-01', '1990.01.01', '01/31/1990', '1990-13-01', '1990-02-30', '1999-02-29', '', '1990-01-01T00:00'])(
    'refuses %s',
    (input) => {
      expect(parseBirthDate(input)).toBeUndefined();
    },
  );

  it('computes age by calendar', () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    expect(ageOn('2013-11-23', now)).toBe(13);
    expect(ageOn('2013-11-24', now)).toBe(12);
  });
});
