import { Controller, Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { Clock } from '../../platform/clock/clock';
import { ApiError } from '../../platform/web/api-error';
import { CurrentExchange, type Exchange } from '../../platform/web/exchange';
import { ProjectionWaiter } from '../../platform/projections/read-your-writes/projection-waiter';
import { BUYER_STATISTICS_PROJECTION } from './buyer-statistics.projection';
import { hkDate, hkMonth, parseDate, parseMonth } from './hk-date';
import { StatisticsQuery } from './statistics.query';

const wrongFormat = (field: string, constraint: string) =>
  new ApiError(400, 'VALIDATION_FAILED', 'Wrong format', { field, constraint });

/**
 * Spec §3 "order statistic": the buyer's own fees earned over a date range, and daily figures for a
 * month (Hong Kong dates). `?after_position=` waits (bounded) for the read model like other lists.
 */
@Controller('api/order/statistic')
export class StatisticsController {
  constructor(
    private readonly query: StatisticsQuery,
    private readonly clock: Clock,
    private readonly waiter: ProjectionWaiter,
  ) {}

  @Get()
  @Roles('buyer')
  async summary(@Query('from') fromText: unknown, @Query('to') toText: unknown, @CurrentExchange() call: Exchange) {
    const { actor, request: req } = call;
    const today = hkDate(this.clock.now());
    const from = fromText === undefined ? `${today.slice(0, 7)}-01` : parseDate(fromText);
    if (!from) throw wrongFormat('from', 'date');
    const to = toText === undefined ? today : parseDate(toText);
    if (!to) throw wrongFormat('to', 'date');
    if (from > to) throw wrongFormat('to', 'not_before_from');
    const { stale } = await this.fresh(req);
    return { ...(await this.query.summary(actor.id, from, to)), stale };
  }

  @Get('daily')
  @Roles('buyer')
  async daily(@Query('month') monthText: unknown, @CurrentActor() actor: Actor, @Req() req: Request) {
    const month = monthText === undefined || monthText === '' ? hkMonth(this.clock.now()) : parseMonth(monthText);
    if (!month) throw wrongFormat('month', 'month');
    const { stale } = await this.fresh(req);
    return { month, currency: 'USD', results: await this.query.daily(actor.id, month), stale };
  }

  private fresh(req: Request) {
    const query = req.query.after_position;
    const header = req.headers['x-after-position'];
    return this.waiter.waitFor(BUYER_STATISTICS_PROJECTION, [
      ProjectionWaiter.validate(typeof query === 'string' ? query : undefined),
      ProjectionWaiter.validate(typeof header === 'string' ? header : undefined, 'x-after-position'),
    ]);
  }
}
