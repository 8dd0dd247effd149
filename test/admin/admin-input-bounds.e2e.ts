// Jest's own expect types asymmetric matchers (expect.any, ...) instead of the global's any.
import { expect } from '@jest/globals';
import { RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import { isNullableField } from '../../src/platform/web/null-fields';
import { call, useAppWorld, type TestApp } from '../support/kit';

interface BodyRoute {
  method: string;
  path: string;
  dto: Type;
}

/** Every admin route that takes a request body class, as its controller declares it. */
function adminBodyRoutes(app: TestApp): BodyRoute[] {
  const routes: BodyRoute[] = [];
  for (const module of app.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as Type | null;
      if (!type) continue;
      const classPaths = [Reflect.getMetadata(PATH_METADATA, type) as string | string[] | undefined].flat();
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const methodPath = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (methodPath === undefined || method === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, type, name) ?? {}) as Record<string, { index: number }>;
        const types = (Reflect.getMetadata('design:paramtypes', type.prototype as object, name) ?? []) as unknown[];
        const body = Object.entries(args).find(([key]) => key.startsWith(`${RouteParamtypes.BODY}:`));
        const dto = body ? types[body[1].index] : undefined;
        if (typeof dto !== 'function' || dto === Object) continue;
        for (const classPath of classPaths) {
          const path = `/${[classPath, methodPath].filter(Boolean).join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '');
          if (path.startsWith('/api/admin/')) routes.push({ method: RequestMethod[method], path, dto: dto as Type });
        }
      }
    }
  }
  return routes;
}

/** The validated fields of a request class: whether class-validator lets each be absent, whether it is an integer. */
function fieldsOf(dto: Type): Array<{ name: string; optional: boolean; integer: boolean }> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  const names = [...new Set(metadata.map((m) => m.propertyName))];
  return names.map((name) => ({
    name,
    optional: metadata.some((m) => m.propertyName === name && m.type === 'conditionalValidation'),
    integer: metadata.some((m) => m.propertyName === name && m.name === 'isInt'),
  }));
}

/** Route parameters as the admin routes take them: numeric ids where the path names one, else a UUID. */
const concrete = (path: string) =>
  path.replace(/:(\w+)/g, (_, param: string) =>
    /country|region|rate|rule|category/.test(param) ? '1' : '00000000-0000-4000-8000-000000000001',
  );

describe('Admin routes: null and out-of-range input is a 400 naming the field, never a 500', () => {
  const world = useAppWorld({
    accounts: {
      staff: { id: 'staff-bounds', accountType: 's' },
      requester: { accountType: 'r', firstName: 'Rita' },
      buyer: { accountType: 'b', firstName: 'Bo' },
    },
  });
  const staff = () => world.tokens.staff;

  it('finds the admin routes with request bodies (the walk below covers them all)', () => {
    const routes = adminBodyRoutes(world.app).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(
      expect.arrayContaining(['PATCH /api/admin/users/:id', 'PUT /api/admin/assignment/buyers/:buyerId']),
    );
  });

  it('refuses null in every field of every admin request body with 400 VALIDATION_FAILED', async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const route of adminBodyRoutes(world.app)) {
      const fields = fieldsOf(route.dto);
      for (const field of fields.filter((f) => !isNullableField(route.dto, f.name))) {
        const reply = await call<{ code: string; params?: { field: string } }>(
          world.app,
          route.method,
          concrete(route.path),
          { token: staff(), body: { [field.name]: null } },
        );
        asked++;
        // With every other field optional the null is the only problem, so it must be the one named.
        const alone = fields.every((f) => f.name === field.name || f.optional);
        const named = !alone || reply.body.params?.field === field.name;
        if (reply.status !== 400 || reply.body.code !== 'VALIDATION_FAILED' || !named)
          wrong.push(`${route.method} ${route.path} ${field.name}: ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    }
    expect(asked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('PATCH /api/admin/users/{id} with {"account_type": null} is a 400 naming account_type', async () => {
    const reply = await call<{ code: string; params?: { field: string } }>(
      world.app,
      'PATCH',
      `/api/admin/users/${world.accounts.requester.id}`,
      { token: staff(), body: { account_type: null } },
    );
    expect([reply.status, reply.body.code, reply.body.params?.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'account_type',
    ]);
  });

  it('refuses an integer past its column in every integer field of every admin request body with a 400 naming it', async () => {
    const wrong: string[] = [];
    let asked = 0;
    for (const route of adminBodyRoutes(world.app)) {
      const fields = fieldsOf(route.dto);
      for (const field of fields.filter((f) => f.integer)) {
        // Past PostgreSQL's bigint, and 2^31 (past its integer).
        for (const value of [1e20, 2_147_483_648]) {
          const reply = await call<{ code: string; params?: { field: string } }>(
            world.app,
            route.method,
            concrete(route.path),
            { token: staff(), body: { [field.name]: value } },
          );
          asked++;
          const alone = fields.every((f) => f.name === field.name || f.optional);
          const named = !alone || reply.body.params?.field === field.name;
          // 2^31 is a fine value for a bigint column (an amount): then only a 500 is wrong.
          const refused = reply.status === 400 && named;
          if (value === 1e20 ? !refused : reply.status >= 500)
            wrong.push(
              `${route.method} ${route.path} ${field.name}=${value}: ${reply.status} ${JSON.stringify(reply.body)}`,
            );
        }
      }
    }
    expect(asked).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it("PUT /api/admin/assignment/buyers/{id}: rating_count 2147483648 is a 400 naming it; the column's largest is kept", async () => {
    const buyer = world.accounts.buyer.id;
    const path = `/api/admin/assignment/buyers/${buyer}`;
    const past = await call<{ code: string; params?: { field: string } }>(world.app, 'PUT', path, {
      token: staff(),
      body: { rating_count: 2_147_483_648 },
    });
    expect([past.status, past.body.code, past.body.params?.field]).toEqual([400, 'VALIDATION_FAILED', 'rating_count']);
    const largest = await call<{ rating_count: number }>(world.app, 'PUT', path, {
      token: staff(),
      body: { rating_count: 2_147_483_647 },
    });
    expect([largest.status, largest.body.rating_count]).toEqual([200, 2_147_483_647]);
  });
});
