import { randomUUID } from 'node:crypto';
import type { ActorRole } from '../../src/platform/auth/actor';
import { discoverRoutes } from '../../src/platform/openapi/route-discovery';
import type { TestApp } from './test-app';

export interface Route {
  method: string;
  path: string;
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: ExpressLayer[] };
}

/**
 * Every method + path the running Express router knows, as Nest registered them. Tests walk this
 * rather than a hard-coded list, so a route added later is covered without anyone remembering to.
 */
export function registeredRoutes(app: TestApp): Route[] {
  const express = app.app.getHttpAdapter().getInstance() as {
    router?: { stack: ExpressLayer[] };
    _router?: { stack: ExpressLayer[] };
  };
  const stack = (express.router ?? express._router)?.stack ?? [];
  const routes: Route[] = [];
  const walk = (layers: ExpressLayer[]) => {
    for (const layer of layers) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const method of Object.keys(layer.route.methods)) routes.push({ method: method.toUpperCase(), path });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk(stack);
  return routes;
}

/** A concrete URL for a route pattern: every `:param` a fresh UUID, every wildcard `x`. */
export function concretePath(path: string): string {
  return path.replace(/:(\w+)/g, () => randomUUID()).replace(/\{?\*\w+\}?/g, 'x');
}

/**
 * The @Roles each controller route declares (handler's over its class's, as the AuthGuard reads
 * them), keyed `METHOD path`; `undefined` when neither declares any (any signed-in actor passes).
 * Read through the OpenAPI document's own route discovery, so both see the routes alike.
 */
export function declaredRoles(app: TestApp): Map<string, ActorRole[] | undefined> {
  return new Map(discoverRoutes(app.app).map((route) => [`${route.method} ${route.path}`, route.roles]));
}
