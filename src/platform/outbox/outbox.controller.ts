import { Controller, Get, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import { Roles } from '../auth/auth.decorators';

export class OutboxQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  page_size?: number;
}

/** What the local SMS and e-mail defaults "sent", newest first: staff only, since SMS bodies hold OTP codes. */
@Roles('staff')
@Controller('api/admin/outbox')
export class OutboxController {
  constructor(private readonly dataSource: DataSource) {}

  @Get('sms')
  sms(@Query() query: OutboxQuery) {
    return this.page('outbox_sms', 'id, to_number, body, purpose, language, created_at', query);
  }

  @Get('email')
  email(@Query() query: OutboxQuery) {
    return this.page('outbox_email', 'id, to_address, subject, body, purpose, created_at', query);
  }

  private async page(table: 'outbox_sms' | 'outbox_email', columns: string, query: OutboxQuery) {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 12;
    const [{ count }]: Array<{ count: string }> = await this.dataSource.query(`SELECT count(*) AS count FROM ${table}`);
    const results: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT ${columns} FROM ${table} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    );
    return { page, page_size: pageSize, count: Number(count), results };
  }
}
