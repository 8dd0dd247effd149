import { randomUUID } from 'node:crypto';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { ActorRole } from '../../src/platform/auth/actor';
import { ALLOWED_ROLES } from '../../src/platform/auth/auth.decorators';
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

function joinPath(...parts: Array<string | undefined>): string {
  const joined = parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/\/$/, '');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

/**
 * The @Roles each controller route declares (handler's over its class's, as the AuthGuard reads
 * them), keyed `METHOD path`; `undefined` when neither declares any (any signed-in actor passes).
 */
export function declaredRoles(app: TestApp): Map<string, ActorRole[] | undefined> {
  const roles = new Map<string, ActorRole[] | undefined>();
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!type) continue;
      const classPaths = [Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined].flat();
      const classRoles = Reflect.getMetadata(ALLOWED_ROLES, type) as ActorRole[] | undefined;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (methodPaths === undefined || method === undefined) continue;
        const handlerRoles = (Reflect.getMetadata(ALLOWED_ROLES, handler) as ActorRole[] | undefined) ?? classRoles;
        for (const classPath of classPaths) {
          for (const methodPath of [methodPaths].flat())
            roles.set(`${RequestMethod[method]} ${joinPath(classPath, methodPath)}`, handlerRoles);
        }
      }
    }
  }
  return roles;
}
