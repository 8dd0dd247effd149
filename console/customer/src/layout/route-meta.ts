import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router-dom';

/** Per-route page meta (spec §2: optional header/footer, title from the route's meta key). */
export interface RouteMeta {
  titleKey: string;
  header?: boolean;
  footer?: boolean;
}

/**
 * The app's route table, for reading the matched routes' `handle` (the app uses
 * react-router's declarative mode, ~16 KB gzip lighter than the data router, which has no useMatches).
 */
export const RoutesContext = createContext<RouteObject[]>([]);

export function useRouteMeta(): RouteMeta {
  const routes = useContext(RoutesContext);
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(routes, pathname) ?? [];
    for (let i = matches.length - 1; i >= 0; i--) {
      const handle = matches[i].route.handle as RouteMeta | undefined;
      if (handle?.titleKey) return handle;
    }
    return { titleKey: 'common.appName' };
  }, [routes, pathname]);
}
