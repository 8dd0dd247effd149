import { Injectable } from '@nestjs/common';
import { ReferenceDataRepository } from '../../operations/reference-data/reference-data.repository';
import { toProfileView, type ProfileView } from './profile.view';
import type { UserRecord } from './user.record';
import { UsersRepository } from './users.repository';

@Injectable()
export class ProfileQuery {
  constructor(
    private readonly users: UsersRepository,
    private readonly reference: ReferenceDataRepository,
  ) {}

  async view(user: UserRecord): Promise<ProfileView> {
    const accounts = await this.users.accountsOf(user.id);
    const country = user.countryId ? await this.reference.country(user.countryId) : undefined;
    return toProfileView(user, accounts, country?.shortcode ?? null);
  }
}
