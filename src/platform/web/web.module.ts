import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { dirname, join } from 'node:path';
import { SpaMiddleware } from './spa.middleware';
import { findCustomerAppRoot } from './web-root';

type Args = Parameters<SpaMiddleware['use']>;

/** Serves the customer app at / and the operator console at /admin (both built by `npm run build:web`). */
@Module({})
export class WebModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    const customerRoot = findCustomerAppRoot();
    // dist/web/admin sits beside dist/web/customer (console/admin/vite.config.ts).
    const admin = new SpaMiddleware(join(dirname(customerRoot), 'admin'), '/admin');
    const customer = new SpaMiddleware(customerRoot);
    consumer
      .apply((req: Args[0], res: Args[1], next: Args[2]) => admin.use(req, res, () => customer.use(req, res, next)))
      .forRoutes('{*path}');
  }
}
