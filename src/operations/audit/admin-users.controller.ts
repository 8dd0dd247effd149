import {
  ADMIN_USER_ORDERINGS,
  type AdminUser,
  type AdminUserOrdering,
  type AdminUserPage,
  type AdminUserPatch as AdminUserPatchBody,
  type AdminUsersQuery as AdminUsersQueryContract,
  type AdminUserBatchesQuery as AdminUserBatchesQueryContract,
} from '@contracts/admin-users';
import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { DataSource } from 'typeorm';
import type { Actor } from '../../platform/auth/actor';
import { Clock } from '../../platform/clock/clock';
import type { WithDates } from '../../platform/web/with-dates';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { groupOf, statusByName } from '@machines/batch';
import {
  accountBatchesStatements,
  chatRoomName,
  LIST_COUNT_LIMIT,
  listRowSummary,
  type SummaryColumns,
} from '../../batch';
import { AdminUserChangesService } from './admin-user-changes.service';
import { ADMIN_USER_COLUMNS, adminUsersListStatements } from './admin-users.sql';
import { userNotFound } from './audit.errors';
import { orNotFound, uuidParam } from '../../platform/web/api-error';
import { MAX_PAGE } from '../../platform/web/number-bounds';
import { dtoMatches } from '../../platform/web/dto-contract';

const ORDERINGS = ADMIN_USER_ORDERINGS.flatMap((f) => [f, `-${f}`]);

export class AdminUsersQuery implements AdminUsersQueryContract {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size?: number;
  @IsOptional() @IsString() @MaxLength(200) search?: string;
  @IsOptional() @IsIn(['r', 'b', 's', 'x']) account_type?: 'r' | 'b' | 's' | 'x';
  @IsOptional() @IsIn(ORDERINGS) ordering?: AdminUserOrdering;
}

export class AdminUserPatch implements AdminUserPatchBody {
  @IsOptional() @IsIn(['r', 'b']) account_type?: 'r' | 'b';
  @IsOptional() @IsBoolean() disabled?: boolean;
}

export class AdminUserBatchesQuery {
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page?: number;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size?: number;
}

/** A row of the users query before JSON. */
type AdminUserRow = WithDates<AdminUser, 'created_at'>;

const userId = uuidParam(userNotFound);

/** Staff and auditors look people up; staff change an account's type or disable it. */
@Controller('api/admin/users')
@Roles('staff', 'auditor')
export class AdminUsersController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: AdminUserChangesService,
    private readonly clock: Clock,
  ) {}

  @Get()
  async list(@Query() query: AdminUsersQuery): Promise<Omit<AdminUserPage, 'results'> & { results: AdminUserRow[] }> {
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 12;
    const statements = adminUsersListStatements({ ...query, page, page_size: pageSize });
    const [{ count }]: Array<{ count: string }> = await this.dataSource.query(
      statements.count.text,
      statements.count.values,
    );
    const results: AdminUserRow[] = await this.dataSource.query(statements.page.text, statements.page.values);
    return { results, count: Number(count), page, page_size: pageSize };
  }

  @Get(':id')
  async get(@Param('id', userId) id: string): Promise<AdminUserRow> {
    const rows: AdminUserRow[] = await this.dataSource.query(
      `SELECT ${ADMIN_USER_COLUMNS} FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
      [id],
    );
    return orNotFound(rows[0], userNotFound);
  }

  @Patch(':id')
  @Roles('staff')
  async change(
    @Param('id', userId) id: string,
    @Body() body: AdminUserPatch,
    @CurrentActor() actor: Actor,
  ): Promise<AdminUserRow> {
    await this.changes.change(id, body, actor);
    return this.get(id);
  }

  /** The account's batches as requester or buyer, newest change first (the batch list's row fields). */
  @Get(':id/batches')
  async batches(@Param('id', userId) id: string, @Query() query: AdminUserBatchesQuery) {
    await this.get(id);
    const page = query.page ?? 1;
    const pageSize = query.page_size ?? 12;
    const statement = accountBatchesStatements(id, page, pageSize).page;
    const answered: Array<
      Record<string, unknown> &
        SummaryColumns & {
          list_count: number;
          id: string | null;
          requester_id: string;
          buyer_id: string | null;
          batch_number: string;
        }
    > = await this.dataSource.query(statement.text, statement.values);
    const n = answered[0]?.list_count ?? 0;
    const now = this.clock.now();
    const rows = answered
      .filter((r) => r.id !== null)
      .map(({ list_count, order_key, first_item_name, first_item_image, pickup_until, ...r }) => ({
        ...r,
        ...listRowSummary({ ...r, first_item_name, first_item_image, pickup_until }, now),
      }));
    const results = rows.map((r) => {
      const def = statusByName(r.status);
      return {
        ...r,
        chat_room: chatRoomName(r.buyer_id, r.requester_id, r.batch_number),
        status_label_key: `status.${r.status}`,
        group: def ? (groupOf(def.name) ?? null) : null,
        total: r.total === null ? null : Number(r.total),
      };
    });
    // The batch lists' page shape (contracts BatchListPage): the count is bounded like theirs; no cursor here.
    return {
      results,
      count: Math.min(n, LIST_COUNT_LIMIT),
      count_capped: n > LIST_COUNT_LIMIT,
      page,
      page_size: pageSize,
      next_cursor: null,
    };
  }
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<AdminUsersQuery, AdminUsersQueryContract>(true);
dtoMatches<AdminUserPatch, AdminUserPatchBody>(true);
dtoMatches<AdminUserBatchesQuery, AdminUserBatchesQueryContract>(true);
