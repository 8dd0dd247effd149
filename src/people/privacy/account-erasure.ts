import { Injectable } from '@nestjs/common';
import { ImageUploadService } from '../../platform/uploads/image-upload.service';
import { activeRequestsRemain } from '../accounts/accounts.errors';
import { ActiveRequestsChecker } from '../accounts/active-requests.checker';
import { UsersRepository } from '../accounts/users.repository';

/**
 * The one place a privacy request's deletion erases a person: today what DELETE
 * /api/account/delete/{id}/ does (refused while a batch is unfinished, then the soft delete and the
 * avatar file). Issue 19's full erasure (the data key, read models, outboxes, chat, …) replaces the
 * body of `erase`, and its callers stay as they are.
 */
@Injectable()
export class AccountErasure {
  constructor(
    private readonly users: UsersRepository,
    private readonly activeRequests: ActiveRequestsChecker,
    private readonly images: ImageUploadService,
  ) {}

  /** Idempotent: a user already erased is left as is (a retried completion must not fail). */
  async erase(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const accounts = await this.users.accountsOf(user.id);
    if (await this.activeRequests.hasActiveRequests(accounts.map((a) => a.id))) throw activeRequestsRemain();
    await this.users.softDelete(user.id);
    await this.images.removeByUrl(user.avatar);
  }
}
