import type {
  AdminPrivacyRequestPage,
  AdminPrivacyRequestView,
  PrivacyRequestInput,
  PrivacyRequestList,
  PrivacyRequestStatus,
  PrivacyRequestView,
} from '@contracts/privacy';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { Clock } from '../../platform/clock/clock';
import { pickFields } from '../../platform/web/pick-fields';
import { CallerResolver } from '../accounts';
import { AccountErasure } from './account-erasure';
import { privacyRequestClosed, privacyRequestNotFound } from './privacy.errors';
import { clockOf, dueDate } from './privacy-clock';
import { PrivacyRequestsRepository, type PrivacyRequestRow } from './privacy-requests.repository';

/** What the person's own view leaves out. */
const STAFF_ONLY = ['user_code', 'email', 'first_name', 'last_name', 'answered_by', 'completed_by'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** Filing by users, answering and completing by staff; the status changes only here. */
@Injectable()
export class PrivacyRequestsService {
  constructor(
    private readonly requests: PrivacyRequestsRepository,
    private readonly callers: CallerResolver,
    private readonly erasure: AccountErasure,
    private readonly clock: Clock,
  ) {}

  async file(actor: Actor, input: PrivacyRequestInput): Promise<PrivacyRequestView> {
    const user = await this.callers.userOfActor(actor);
    const now = this.clock.now();
    const row = await this.requests.insert({
      userId: user.id,
      accountId: actor.id,
      kind: input.kind,
      details: input.details?.trim() ?? '',
      createdAt: now,
      dueAt: dueDate(now),
    });
    return this.view(row);
  }

  async mine(actor: Actor): Promise<PrivacyRequestList> {
    const user = await this.callers.userOfActor(actor);
    return { results: (await this.requests.ofUser(user.id)).map((row) => this.view(row)) };
  }

  async ofUser(userId: string): Promise<PrivacyRequestView[]> {
    return (await this.requests.ofUser(userId)).map((row) => this.view(row));
  }

  async page(
    filter: { status?: PrivacyRequestStatus; overdue?: boolean },
    page: number,
    pageSize: number,
  ): Promise<AdminPrivacyRequestPage> {
    const { rows, count } = await this.requests.page(
      { status: filter.status, overdueAt: filter.overdue ? this.clock.now() : undefined },
      page,
      pageSize,
    );
    return { page, page_size: pageSize, count, results: rows.map((row) => this.adminView(row)) };
  }

  async one(id: string): Promise<AdminPrivacyRequestView> {
    return this.adminView(await this.found(id));
  }

  async answer(staff: Actor, id: string, answer: string): Promise<AdminPrivacyRequestView> {
    await this.found(id);
    if (!(await this.requests.answer(id, ['open'], staff.id, answer.trim(), this.clock.now())))
      throw privacyRequestClosed((await this.found(id)).status);
    return this.one(id);
  }

  /**
   * A deletion request's completion is the erasure itself (refused while the person has an
   * unfinished batch: the request stays as it was, so staff can complete it later).
   */
  async complete(staff: Actor, id: string, answer: string | undefined): Promise<AdminPrivacyRequestView> {
    const current = await this.found(id);
    if (current.status === 'completed') throw privacyRequestClosed(current.status);
    if (current.kind === 'deletion') await this.erasure.erase(current.user_id);
    const note = answer?.trim() ? answer.trim() : null;
    if (!(await this.requests.complete(id, ['open', 'answered'], staff.id, note, this.clock.now())))
      throw privacyRequestClosed((await this.found(id)).status);
    return this.one(id);
  }

  private async found(id: string): Promise<PrivacyRequestRow> {
    const row = UUID.test(id) ? await this.requests.byId(id) : undefined;
    if (!row) throw privacyRequestNotFound();
    return row;
  }

  private view(row: PrivacyRequestRow): PrivacyRequestView {
    const { daysLeft, overdue } = clockOf(row.status, new Date(row.due_at), this.clock.now());
    return {
      id: row.id,
      user_id: row.user_id,
      account_id: row.account_id,
      kind: row.kind,
      details: row.details,
      status: row.status,
      created_at: iso(row.created_at)!,
      due_at: iso(row.due_at)!,
      days_left: daysLeft,
      overdue,
      answered_at: iso(row.answered_at),
      answer: row.answer,
      completed_at: iso(row.completed_at),
    };
  }

  /** Staff also see who asked (and who answered): the columns of STAFF_ONLY, under their own names. */
  private adminView(row: PrivacyRequestRow): AdminPrivacyRequestView {
    return { ...this.view(row), ...pickFields(row, STAFF_ONLY) };
  }
}
