import { useCallback, useEffect, useRef, useState, type RefCallback } from 'react';

/**
 * The width of an element, followed as it changes (a rotated phone, a resized window, a side
 * column that comes or goes): undefined until the element is there (and where ResizeObserver is
 * not). For a layout that depends on the room a part has rather than on the screen's width.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number | undefined] {
  const [width, setWidth] = useState<number | undefined>();
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, width];
}
