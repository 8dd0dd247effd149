import { useEffect, useMemo } from 'react';

/**
 * A `blob:` URL showing a file the user picked, before it is uploaded (an <img>'s `src`); null
 * without one. The URL is revoked when the file changes or the component goes away.
 */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
