import { useTranslation } from 'react-i18next';

/**
 * Reads a group of keys (e.g. the FAQ items) as an ordered object, so adding an entry to the
 * locale files is enough to show it; the parity test keeps every locale's groups identical.
 */
export function useTranslatedObject<T>(key: string): Array<[string, T]> {
  const { t } = useTranslation();
  const value: unknown = t(key, { returnObjects: true });
  return typeof value === 'object' && value !== null ? (Object.entries(value) as Array<[string, T]>) : [];
}
