import { Injectable } from '@nestjs/common';
import { activeRequestsRemain, ActiveRequestsChecker, UsersRepository } from '../accounts';
import { PersonalDataErasure } from '../erasure';

/**
 * A privacy request's deletion: the same rule and the same erasure as DELETE
 * /api/account/delete/{id}/ (refused while a batch is unfinished, then PersonalDataErasure: data
 * keys, read models, outboxes, chat, notifications, reports and files; docs/personal-data.md).
 */
@Injectable()
export class AccountErasure {
  constructor(
    private readonly users: UsersRepository,
    private readonly activeRequests: ActiveRequestsChecker,
    private readonly erasure: PersonalDataErasure,
  ) {}

  /** Idempotent: a user already erased is left as is (a retried completion must not fail). */
  async erase(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const accounts = await this.users.accountsOf(user.id);
    if (await this.activeRequests.hasActiveRequests(accounts.map((a) => a.id))) throw activeRequestsRemain();
    await this.erasure.erase(user.id);
  }
}
