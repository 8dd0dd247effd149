import type { AdminPrivacyRequestView, PrivacyRequestKind, PrivacyRequestStatus } from '@contracts/privacy';
import type { WithDates } from '../../platform/web/with-dates';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** A privacy_requests row, joined with what is left of its user (names are null once erased). */
export type PrivacyRequestRow = WithDates<
  Omit<AdminPrivacyRequestView, 'days_left' | 'overdue'>,
  'created_at' | 'due_at' | 'answered_at' | 'completed_at'
>;

const SELECT = `SELECT p.id, p.user_id, p.account_id, p.kind, p.details, p.status, p.created_at, p.due_at, p.answered_at,
  p.answered_by, p.answer, p.completed_at, p.completed_by, u.user_code,
  CASE WHEN u.deleted_at IS NULL THEN u.email END AS email, u.first_name, u.last_name
  FROM privacy_requests p LEFT JOIN users u ON u.id = p.user_id`;

/** Open requests first, the nearest deadline first; then the rest, newest first. */
const ORDER = `ORDER BY (p.status = 'open') DESC, CASE WHEN p.status = 'open' THEN p.due_at END ASC, p.created_at DESC, p.seq DESC`;

export interface AdminFilter {
  status?: PrivacyRequestStatus;
  overdueAt?: Date;
}

/** All SQL on privacy_requests. */
@Injectable()
export class PrivacyRequestsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insert(input: {
    userId: string;
    accountId: string;
    kind: PrivacyRequestKind;
    details: string;
    createdAt: Date;
    dueAt: Date;
  }): Promise<PrivacyRequestRow> {
    const rows: { id: string }[] = await this.dataSource.query(
      `INSERT INTO privacy_requests (user_id, account_id, kind, details, status, created_at, due_at)
       VALUES ($1, $2, $3, $4, 'open', $5, $6) RETURNING id`,
      [input.userId, input.accountId, input.kind, input.details, input.createdAt, input.dueAt],
    );
    return (await this.byId(rows[0].id))!;
  }

  async byId(id: string): Promise<PrivacyRequestRow | undefined> {
    const rows: PrivacyRequestRow[] = await this.dataSource.query(`${SELECT} WHERE p.id = $1`, [id]);
    return rows[0];
  }

  ofUser(userId: string): Promise<PrivacyRequestRow[]> {
    return this.dataSource.query(`${SELECT} WHERE p.user_id = $1 ${ORDER}`, [userId]);
  }

  async page(
    filter: AdminFilter,
    page: number,
    pageSize: number,
  ): Promise<{ rows: PrivacyRequestRow[]; count: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status) where.push(`p.status = $${params.push(filter.status)}`);
    if (filter.overdueAt) where.push(`p.status = 'open' AND p.due_at < $${params.push(filter.overdueAt)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const counted: { count: number }[] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM privacy_requests p ${clause}`,
      params,
    );
    const rows: PrivacyRequestRow[] = await this.dataSource.query(
      `${SELECT} ${clause} ${ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    return { rows, count: counted[0].count };
  }

  // TypeORM answers an UPDATE with [rows, affected count].

  /** Moves the request only from one of `from`; false when it was in another status (or is gone). */
  async answer(id: string, from: PrivacyRequestStatus[], by: string, answer: string, at: Date): Promise<boolean> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE privacy_requests SET status = 'answered', answered_at = $4, answered_by = $3, answer = $5
       WHERE id = $1 AND status = ANY($2) RETURNING id`,
      [id, from, by, at, answer],
    );
    return changed > 0;
  }

  /** Completing keeps an earlier answer's time (the clock stopped then) and adds one if there was none. */
  async complete(
    id: string,
    from: PrivacyRequestStatus[],
    by: string,
    answer: string | null,
    at: Date,
  ): Promise<boolean> {
    const [, changed]: [unknown, number] = await this.dataSource.query(
      `UPDATE privacy_requests SET status = 'completed', completed_at = $4, completed_by = $3,
         answered_at = COALESCE(answered_at, $4), answered_by = COALESCE(answered_by, $3), answer = COALESCE($5, answer)
       WHERE id = $1 AND status = ANY($2) RETURNING id`,
      [id, from, by, at, answer],
    );
    return changed > 0;
  }
}
