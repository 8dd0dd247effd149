import { Injectable } from '@nestjs/common';
import { OtpService } from '../otp';
import { ReferenceDataRepository } from '../../operations/reference-data/reference-data.repository';
import { ImageUploadService, type UploadedImageFile } from '../../platform/uploads/image-upload.service';
import {
  checkBirthDate,
  checkCountryForAccountType,
  checkIdNumber,
  invalidMobile,
  mobileNotVerified,
  parseMobileNumber,
  paypalBuyersOnly,
  phoneUsed,
  UsersRepository,
  wrongInput,
  type ProfilePatch,
  type UserRecord,
} from '../accounts';
import { Clock } from '../../platform/clock/clock';
import type { UpdateAccountDto } from './update-account.dto';

/** Account settings (spec §2 basic info and address). Every rule is checked before anything is stored. */
@Injectable()
export class AccountUpdateService {
  constructor(
    private readonly users: UsersRepository,
    private readonly reference: ReferenceDataRepository,
    private readonly otp: OtpService,
    private readonly images: ImageUploadService,
    private readonly clock: Clock,
  ) {}

  async update(user: UserRecord, dto: UpdateAccountDto, avatar: UploadedImageFile | undefined): Promise<void> {
    const accounts = await this.users.accountsOf(user.id);
    const patch: ProfilePatch = {
      first_name: dto.first_name?.trim(),
      last_name: dto.last_name?.trim(),
      gender: dto.gender,
      address_1: dto.address_1?.trim(),
      address_2: dto.address_2 === undefined ? undefined : dto.address_2.trim() || null,
      zipcode: dto.zipcode?.trim(),
      interests: dto.interests,
      language_country: dto.language_country,
    };
    if (dto.birth_date !== undefined) patch.birth_date = checkBirthDate(dto.birth_date, this.clock.now());
    if (dto.paypal !== undefined) {
      // PayPal is where buyers' earnings are paid (spec §3); a requester-only user has no use for it.
      if (!accounts.some((a) => a.accountType === 'b')) throw paypalBuyersOnly();
      patch.paypal_email = dto.paypal;
    }
    await this.checkCountry(user, accounts.find((a) => a.id === user.activatedAccount)?.accountType, dto, patch);
    await this.checkPlaces(user, dto, patch);
    const newMobile = this.checkMobile(user, dto.mobile);

    const stored = avatar ? await this.images.store('avatars', avatar) : undefined;
    if (stored) patch.avatar = stored.url;
    try {
      await this.users.transaction(async (manager) => {
        if (newMobile) {
          if (await this.users.mobileUsedByOther(newMobile, user.id, manager)) throw phoneUsed();
          if (!(await this.otp.consumeVerified(user.id, newMobile, manager))) throw mobileNotVerified();
          patch.mobile = newMobile;
        }
        await this.users.updateProfile(user.id, patch, manager);
      });
    } catch (error) {
      if (stored) await this.images.removeByUrl(stored.url);
      throw error;
    }
    if (stored) await this.images.removeByUrl(user.avatar);
  }

  private async checkCountry(
    user: UserRecord,
    accountType: string | undefined,
    dto: UpdateAccountDto,
    patch: ProfilePatch,
  ): Promise<void> {
    const countryId = dto.country ?? user.countryId;
    if (dto.country === undefined && dto.language_country === undefined && dto.id_number === undefined) return;
    const country = countryId ? await this.reference.country(countryId) : undefined;
    if (!country) throw wrongInput('country', 'unknown_country');
    if (dto.country !== undefined || dto.language_country !== undefined) {
      if (accountType === 'r' || accountType === 'b')
        checkCountryForAccountType(country, accountType, dto.language_country ?? user.languageCountry ?? '');
      patch.country_id = country.id;
    }
    patch.id_number = checkIdNumber(country.id, dto.id_number ?? user.idNumber);
  }

  /** Region/district (HK, Macau) and state/city (Taiwan, US) must exist and belong together. */
  private async checkPlaces(user: UserRecord, dto: UpdateAccountDto, patch: ProfilePatch): Promise<void> {
    const countryId = dto.country ?? user.countryId;
    const belongs = async (
      table: 'regions' | 'districts' | 'states' | 'cities',
      id: number | undefined,
      parentKey: string,
      parentId: number | null | undefined,
      field: string,
    ) => {
      if (id === undefined) return;
      const row = await this.reference.place(table, id);
      if (!row || (parentId != null && row[parentKey] !== parentId)) throw wrongInput(field, 'unknown_place');
    };
    await belongs('regions', dto.region, 'country_id', countryId, 'region');
    await belongs('districts', dto.district, 'region_id', dto.region ?? user.regionId, 'district');
    await belongs('states', dto.state, 'country_id', countryId, 'state');
    await belongs('cities', dto.city, 'state_id', dto.state ?? user.stateId, 'city');
    Object.assign(patch, { region_id: dto.region, district_id: dto.district, state_id: dto.state, city_id: dto.city });
  }

  /** A changed number must be valid and verified by OTP first; the same number again needs nothing. */
  private checkMobile(user: UserRecord, input: string | undefined): string | undefined {
    if (input === undefined) return undefined;
    const parsed = parseMobileNumber(input);
    if (!parsed) throw invalidMobile();
    return parsed.e164 === user.mobile ? undefined : parsed.e164;
  }
}
