/** Spec §5 avatar rules, checked before any upload: an image file under 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** What the file picker offers; the server still decides (PNG or JPEG) and its refusal is shown. */
export const AVATAR_ACCEPT = 'image/*';

/** The translation key of the first broken rule (the spec's own messages), or undefined. */
export function avatarError(file: { type: string; size: number }): string | undefined {
  if (!file.type.startsWith('image/')) return 'errors.IMAGE_INVALID_TYPE';
  if (file.size >= AVATAR_MAX_BYTES) return 'errors.IMAGE_TOO_LARGE';
  return undefined;
}
