import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountsCoreModule, SessionResponder, UsersRepository } from '../accounts';
import { Clock } from '../../platform/clock/clock';
import { fromSessionSecret } from '../../platform/auth/session-secret';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DevSignInVerifier } from './dev-sign-in.verifier';
import { FacebookTokenVerifier } from './facebook-token.verifier';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { LoginStates } from './login-state';
import { SignInController } from './sign-in.controller';
import { SignOutController } from './sign-out.controller';
import { SignInService, type IdentityVerifiers } from './sign-in.service';

@Module({
  imports: [AccountsCoreModule],
  controllers: [SignInController, SignOutController],
  providers: [
    fromSessionSecret(LoginStates, ({ secret, now }) => new LoginStates(secret, now)),
    {
      provide: SignInService,
      inject: [APP_CONFIG, Clock, LoginStates, UsersRepository, SessionResponder, DataSource],
      useFactory: (
        config: AppConfig,
        clock: Clock,
        states: LoginStates,
        users: UsersRepository,
        responder: SessionResponder,
        dataSource: DataSource,
      ) => {
        const now = () => clock.now().getTime();
        const verifiers: IdentityVerifiers = {
          google: new GoogleIdTokenVerifier(config.googleClientId, config.googleJwksUrl, now),
          facebook: new FacebookTokenVerifier(
            config.facebookAppId,
            config.facebookAppSecret,
            config.facebookGraphUrl,
            states,
            now,
          ),
          dev: new DevSignInVerifier(config.devSignIn),
        };
        // A disabled account (src/operations/audit) is listed in revoked_accounts with reason 'disabled'.
        const isDisabled = async (accountId: string) =>
          (
            await dataSource.query<unknown[]>(
              `SELECT 1 FROM revoked_accounts WHERE account_id = $1 AND reason = 'disabled'`,
              [accountId],
            )
          ).length > 0;
        return new SignInService(verifiers, users, responder, !config.disableSignup, isDisabled);
      },
    },
  ],
})
export class SignInModule {}
