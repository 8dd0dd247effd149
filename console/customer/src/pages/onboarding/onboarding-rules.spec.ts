import {
  canFinish,
  canRequestOtp,
  canVerifyOtp,
  fullPhoneNumber,
  idNumberError,
  mobileError,
  normaliseBirthday,
  otpError,
  profileErrors,
} from './onboarding-rules';

// Spec §5 onboarding and OTP rules, as the form and its buttons read them.
describe('onboarding rules', () => {
  describe('OTP code', () => {
    it('is required, at most 4 characters, and exactly 4 numeric digits', () => {
      expect(otpError('')).toBe('onboarding.errors.otpRequired');
      expect(otpError('   ')).toBe('onboarding.errors.otpRequired');
      expect(otpError('12345')).toBe('onboarding.errors.otpMax');
      expect(otpError('123')).toBe('onboarding.errors.otpDigits');
      expect(otpError('12a4')).toBe('onboarding.errors.otpDigits');
      expect(otpError('１２３４')).toBe('onboarding.errors.otpDigits');
      expect(otpError('0123')).toBeUndefined();
    });

    it('enables Verify only for a valid code while a verification is in progress', () => {
      expect(canVerifyOtp('0123', 'otp-1')).toBe(true);
      expect(canVerifyOtp('0123', undefined)).toBe(false);
      expect(canVerifyOtp('012', 'otp-1')).toBe(false);
    });
  });

  describe('mobile number', () => {
    it('is required, at most 10 characters and valid for its calling code', () => {
      expect(mobileError('', 'hk')).toBe('errors.required');
      expect(mobileError('91234567890', 'tw')).toBe('onboarding.errors.mobileMax');
      expect(mobileError('91234567', 'hk')).toBeUndefined();
      expect(mobileError('31234567', 'hk')).toBe('errors.invalidMobile');
      expect(mobileError('9123456', 'hk')).toBe('errors.invalidMobile');
      expect(mobileError('61234567', 'mo')).toBeUndefined();
      expect(mobileError('91234567', 'mo')).toBe('errors.invalidMobile');
      expect(mobileError('912345678', 'tw')).toBeUndefined();
      expect(mobileError('0912345678', 'tw')).toBeUndefined();
      expect(mobileError('91234567', 'tw')).toBe('errors.invalidMobile');
    });

    it('offers verify-mobile for 8 to 10 characters when not yet verified', () => {
      expect(canRequestOtp('1234567', false)).toBe(false);
      expect(canRequestOtp('12345678', false)).toBe(true);
      expect(canRequestOtp('1234567890', false)).toBe(true);
      expect(canRequestOtp('12345678901', false)).toBe(false);
      expect(canRequestOtp('12345678', true)).toBe(false);
    });

    it('joins the calling code and the number without the trunk 0 (HK +852, MO +853, TW +886)', () => {
      expect(fullPhoneNumber('hk', '91234567')).toBe('+85291234567');
      expect(fullPhoneNumber('mo', '61234567')).toBe('+85361234567');
      expect(fullPhoneNumber('tw', '0912345678')).toBe('+886912345678');
    });
  });

  describe('birthday', () => {
    it('keeps a four-digit year, month and day separated by / or -, as an ISO date', () => {
      expect(normaliseBirthday('1990/1/31')).toBe('1990-01-31');
      expect(normaliseBirthday('1990-01-31')).toBe('1990-01-31');
      expect(normaliseBirthday(' 2000/12/5 ')).toBe('2000-12-05');
      expect(normaliseBirthday('1990/1-31')).toBe('1990-01-31');
    });

    it('clears anything else', () => {
      for (const bad of [
        '',
        '90/01/31',
        '31/01/1990',
        '1990.01.31',
        '19900131',
        '1990/13/01',
        '1990/02/30',
        '1990/01',
        'yesterday',
        '3000-01-01',
      ]) {
        expect(normaliseBirthday(bad)).toBe('');
      }
    });
  });

  describe('ID number', () => {
    it('is asked only for country id 3, where it is required and exactly 10 characters', () => {
      expect(idNumberError('', 1)).toBeUndefined();
      expect(idNumberError('', undefined)).toBeUndefined();
      expect(idNumberError('', 3)).toBe('errors.required');
      expect(idNumberError('A12345678', 3)).toBe('errors.idNumberLength');
      expect(idNumberError('A1234567890', 3)).toBe('errors.idNumberLength');
      expect(idNumberError('A123456789', 3)).toBeUndefined();
    });

    it('is part of the profile step only there', () => {
      const form = { firstName: 'Nina', lastName: 'Ho', birthday: '1990-01-31', idNumber: '' };
      expect(profileErrors(form, 1)).toEqual({});
      expect(profileErrors(form, 3)).toEqual({ idNumber: 'errors.required' });
      expect(profileErrors({ ...form, firstName: ' ', birthday: '' }, 1)).toEqual({
        firstName: 'errors.required',
        birthday: 'errors.required',
      });
    });
  });

  describe('Finish', () => {
    const ready = { profileErrors: {}, mobileVerified: true, addressErrors: {}, busy: false };

    it('is enabled only when the form is valid and the mobile is verified', () => {
      expect(canFinish(ready)).toBe(true);
      expect(canFinish({ ...ready, mobileVerified: false })).toBe(false);
      expect(canFinish({ ...ready, profileErrors: { firstName: 'errors.required' } })).toBe(false);
      expect(canFinish({ ...ready, addressErrors: { addressLine1: 'errors.required' } })).toBe(false);
      expect(canFinish({ ...ready, busy: true })).toBe(false);
    });
  });
});
