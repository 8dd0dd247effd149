import { Injectable, Logger } from '@nestjs/common';
import { EmailSender } from '../../platform/outbox/email.port';
import { OtpService } from '../otp';
import { ReferenceDataRepository } from '../../operations/reference-data/reference-data.repository';
import {
  alreadyRegistered,
  checkBirthDate,
  checkCountryForAccountType,
  checkIdNumber,
  CURRENT_TERMS_VERSION,
  invalidMobile,
  mobileNotVerified,
  parseMobileNumber,
  phoneUsed,
  SessionResponder,
  signupSessionExpired,
  USER_STATUS_REGISTERED,
  UsersRepository,
  wrongInput,
  type SessionResponse,
  type SignupSessionInfo,
} from '../accounts';
import { Clock } from '../../platform/clock/clock';
import type { RegisterDto } from './register.dto';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { driverError?: { code?: string } })?.driverError?.code === '23505';

/** Finishes onboarding (spec §2 Profile → Verification → Address; §5 rules). All checks pass or nothing is written. */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('Registration');

  constructor(
    private readonly users: UsersRepository,
    private readonly reference: ReferenceDataRepository,
    private readonly otp: OtpService,
    private readonly responder: SessionResponder,
    private readonly email: EmailSender,
    private readonly clock: Clock,
  ) {}

  async register(signup: SignupSessionInfo | undefined, dto: RegisterDto): Promise<SessionResponse> {
    if (!signup?.userId || signup.userId !== dto.user) throw signupSessionExpired();
    const country = await this.reference.country(dto.country);
    if (!country) throw wrongInput('country', 'unknown_country');
    checkCountryForAccountType(country, dto.account_type, dto.language_country);
    const birthDate = checkBirthDate(dto.birth_date, this.clock.now());
    const idNumber = checkIdNumber(country.id, dto.id_number);
    const mobile = parseMobileNumber(dto.mobile);
    if (!mobile) throw invalidMobile();

    const { user, account } = await this.users
      .transaction(async (manager) => {
        const current = await this.users.findById(dto.user, manager, true);
        if (!current) throw signupSessionExpired();
        if (current.status === USER_STATUS_REGISTERED) throw alreadyRegistered();
        if (await this.users.mobileUsedByOther(mobile.e164, current.id, manager)) throw phoneUsed();
        if (!(await this.otp.consumeVerified(current.id, mobile.e164, manager))) throw mobileNotVerified();
        await this.users.updateProfile(
          current.id,
          {
            first_name: dto.first_name.trim(),
            last_name: dto.last_name.trim(),
            birth_date: birthDate,
            id_number: idNumber,
            mobile: mobile.e164,
            country_id: country.id,
            language_country: dto.language_country,
          },
          manager,
        );
        await this.users.markRegistered(current.id, manager);
        const created = await this.users.ensureAccount(current.id, dto.account_type, manager);
        await this.users.setActivatedAccount(current.id, created.id, manager);
        await manager.query(
          `INSERT INTO terms_acceptances (user_id, account_type, terms_version, accepted_at) VALUES ($1, $2, $3, $4)`,
          [current.id, dto.account_type, CURRENT_TERMS_VERSION, this.clock.now()],
        );
        return { user: (await this.users.findById(current.id, manager))!, account: created };
      })
      .catch((error: unknown) => {
        // Two onboardings racing for one number: the partial unique index decides, the loser gets the spec's 409.
        if (isUniqueViolation(error)) throw phoneUsed();
        throw error;
      });

    await this.email
      .send({
        to: user.email,
        subject: 'Welcome aboard',
        body:
          dto.account_type === 'b'
            ? `Hi ${user.firstName ?? ''}, your buyer account is ready. You can now help requesters buy items.`
            : `Hi ${user.firstName ?? ''}, your account is ready. You can now request items from overseas shops.`,
        purpose: 'welcome',
      })
      .catch((error: unknown) => this.logger.warn(`welcome e-mail not queued: ${(error as Error).message}`));
    return this.responder.respond(user, account);
  }
}
