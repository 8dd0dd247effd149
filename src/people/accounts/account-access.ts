import { Injectable } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { accountNotFound } from './accounts.errors';
import { CallerResolver } from './caller.resolver';
import type { UserRecord } from './user.record';
import { UsersRepository } from './users.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user `{id}` of /api/user/{id}/ and /api/account/*\/{id}/, if this actor may touch it: its owner,
 * or staff (auditors too when only reading). Anyone else gets the same 404 as for a missing user
 * (DESIGN §6), so ids cannot be probed.
 */
@Injectable()
export class AccountAccess {
  constructor(
    private readonly users: UsersRepository,
    private readonly callers: CallerResolver,
  ) {}

  async userFor(actor: Actor, userId: string, mode: 'read' | 'write'): Promise<UserRecord> {
    if (!UUID.test(userId)) throw accountNotFound();
    const operator = actor.role === 'staff' || (mode === 'read' && actor.role === 'auditor');
    if (operator) {
      const user = await this.users.findById(userId);
      if (!user) throw accountNotFound();
      return user;
    }
    const own = await this.callers.userOfActor(actor);
    if (own.id !== userId.toLowerCase()) throw accountNotFound();
    return own;
  }
}
