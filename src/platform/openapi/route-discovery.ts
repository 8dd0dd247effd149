import { HttpStatus, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import type { ActorRole } from '../auth/actor';
import { ALLOWED_ROLES, PUBLIC_ROUTE } from '../auth/auth.decorators';

/** A controller route as Nest registered it: what the OpenAPI document takes from the code itself. */
export interface DiscoveredRoute {
  method: string;
  /** Nest form (`/api/batch/requests/:batchId`): the key of contracts/routes.ts. */
  path: string;
  status: number;
  public: boolean;
  /** undefined: any signed-in actor. */
  roles: ActorRole[] | undefined;
}

const join = (...parts: Array<string | undefined>): string => {
  const joined = parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/\/$/, '');
  return joined.startsWith('/') ? joined : `/${joined}`;
};

/** Walks every controller's metadata (handler's @Roles/@Public over its class's, as the AuthGuard reads them). */
export function discoverRoutes(app: INestApplication): DiscoveredRoute[] {
  const routes: DiscoveredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const classPaths = [Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined].flat();
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (methodPaths === undefined || method === undefined) continue;
        const roles = (Reflect.getMetadata(ALLOWED_ROLES, handler) ?? Reflect.getMetadata(ALLOWED_ROLES, type)) as
          ActorRole[] | undefined;
        const isPublic = Boolean(Reflect.getMetadata(PUBLIC_ROUTE, handler) ?? Reflect.getMetadata(PUBLIC_ROUTE, type));
        const code = Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined;
        const status = code ?? (method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);
        for (const classPath of classPaths) {
          for (const methodPath of [methodPaths].flat()) {
            routes.push({
              method: RequestMethod[method],
              path: join(classPath, methodPath),
              status,
              public: isPublic,
              roles,
            });
          }
        }
      }
    }
  }
  return routes;
}
