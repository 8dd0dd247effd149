import type {
  OutboxEmail,
  OutboxPage,
  OutboxQuery as OutboxQueryContract,
  OutboxSms,
  SmsDelivery,
} from '@contracts/admin';
import { Controller, Get, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { Roles } from '../auth/auth.decorators';
import type { WithDates } from '../web/with-dates';
import { MAX_PAGE } from '../web/number-bounds';
import { dtoMatches } from '../web/dto-contract';

export class OutboxQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  page_size?: number;
}

/** Each outbox table and the columns of its rows that the console shows. */
const OUTBOX_COLUMNS = {
  outbox_sms: 'id, to_number, body, purpose, language, created_at',
  outbox_email: 'id, to_address, subject, body, purpose, created_at',
  sms_deliveries:
    'id, reference, to_number, purpose, status, attempts, provider_id, last_error_code, last_error, created_at, updated_at',
} as const;

/** Newest first: the outboxes by creation, the deliveries by their last change (a retry moves a row up). */
const OUTBOX_ORDER: Record<keyof typeof OUTBOX_COLUMNS, string> = {
  outbox_sms: 'created_at',
  outbox_email: 'created_at',
  sms_deliveries: 'updated_at',
};

/** What the local SMS and e-mail defaults "sent", newest first: staff only, since SMS bodies hold OTP codes. */
@Roles('staff')
@Controller('api/admin/outbox')
export class OutboxController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('sms')
  sms(@Query() query: OutboxQuery): Promise<OutboxPage<WithDates<OutboxSms, 'created_at'>>> {
    return this.page('outbox_sms', query);
  }

  @Get('email')
  email(@Query() query: OutboxQuery): Promise<OutboxPage<WithDates<OutboxEmail, 'created_at'>>> {
    return this.page('outbox_email', query);
  }

  /** What the SMS gateway did with each message (sent, retrying, failed, expired): how staff see failed and pending SMS. */
  @Get('sms-deliveries')
  smsDeliveries(@Query() query: OutboxQuery): Promise<OutboxPage<WithDates<SmsDelivery, 'created_at' | 'updated_at'>>> {
    return this.page('sms_deliveries', query);
  }

  private async page<R>(table: keyof typeof OUTBOX_COLUMNS, query: OutboxQuery): Promise<OutboxPage<R>> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 12;
    const [{ count }]: Array<{ count: string }> = await this.dataSource.query(`SELECT count(*) AS count FROM ${table}`);
    const results: R[] = await this.dataSource.query(
      `SELECT ${OUTBOX_COLUMNS[table]} FROM ${table} ORDER BY ${OUTBOX_ORDER[table]} DESC, id LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    return { page, page_size: pageSize, count: Number(count), results };
  }
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<OutboxQuery, OutboxQueryContract>(true);
