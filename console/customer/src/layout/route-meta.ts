import { useMatches } from 'react-router-dom';

/** Per-route page meta (spec §2: optional header/footer, title from the route's meta key). */
export interface RouteMeta {
  titleKey: string;
  header?: boolean;
  footer?: boolean;
}

export function useRouteMeta(): RouteMeta {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as RouteMeta | undefined;
    if (handle?.titleKey) return handle;
  }
  return { titleKey: 'common.appName' };
}
