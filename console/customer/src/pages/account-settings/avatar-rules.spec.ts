import { AVATAR_MAX_BYTES, avatarError } from './avatar-rules';

describe('avatar rules (spec §5)', () => {
  it('accepts an image under 5 MB', () => {
    expect(avatarError({ type: 'image/png', size: 1024 })).toBeUndefined();
    expect(avatarError({ type: 'image/jpeg', size: AVATAR_MAX_BYTES - 1 })).toBeUndefined();
  });
  it('refuses anything that is not an image', () => {
    expect(avatarError({ type: 'application/pdf', size: 10 })).toBe('errors.IMAGE_INVALID_TYPE');
    expect(avatarError({ type: '', size: 10 })).toBe('errors.IMAGE_INVALID_TYPE');
  });
  it('refuses 5 MB and more', () => {
    expect(avatarError({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBe('errors.IMAGE_TOO_LARGE');
  });
});
