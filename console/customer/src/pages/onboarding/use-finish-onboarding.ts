import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CustomerAccountType } from '@contracts/accounts';
import type { Locale } from '@shared/i18n/locales';
import { useNotify, useServices } from '../../app/services';
import type { Session } from '../../session/session-store';
import { applyUser, sessionFromLogin } from '../../session/session-mapping';
import { addressUpdate, type AddressForm, type PlaceKind, type ProfileForm } from './onboarding-rules';

export interface FinishInput {
  session: Session;
  countryId: number | string;
  profile: ProfileForm;
  phone: string;
  address: AddressForm;
  placeKind: PlaceKind;
  locale: Locale;
  /** "Request Items" (r) or "Help Buy Items" (b); the terms box was ticked (the page checks). */
  accountType: CustomerAccountType;
}

/**
 * Registers the chosen account type (requester or buyer), then stores the address on it. Spec §7: a registration that
 * does not succeed means the signing-up session is over: sign out and go back to sign-up.
 */
export function useFinishOnboarding() {
  const { accounts, sessions, config } = useServices();
  const notify = useNotify();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function finish({ session, countryId, profile, phone, address, placeKind, locale, accountType }: FinishInput) {
    setBusy(true);
    let registeredSession: Session;
    try {
      const answer = await accounts.register({
        user: session.userId,
        country: countryId,
        first_name: profile.firstName.trim(),
        last_name: profile.lastName.trim(),
        birth_date: profile.birthday,
        id_number: profile.idNumber || undefined,
        mobile: phone,
        account_type: accountType,
        language_country: locale,
        terms_accepted: true,
      });
      // Registration answers with a real session (the signup token is finished).
      registeredSession = { ...session, ...sessionFromLogin(answer), userStatus: 0 };
    } catch {
      setBusy(false);
      sessions.clear();
      notify.error({ key: 'onboarding.errors.sessionExpired' });
      void navigate(config.disableSignup ? '/login' : '/signup', { replace: true });
      return;
    }
    // Registration succeeded (spec §4: userStatus becomes 0); the address is a separate update.
    sessions.set(registeredSession);
    const registered = applyUser(registeredSession, await accounts.user(registeredSession.userId).catch(() => ({})));
    sessions.set(registered);
    {
      try {
        const fields = addressUpdate(address, placeKind);
        await accounts.update(registered.userId, {
          ...fields,
          address_2: fields.address_2 || undefined,
          zipcode: fields.zipcode || undefined,
        });
      } catch {
        notify.error({ key: 'onboarding.errors.addressNotSaved' });
      }
    }
    setBusy(false);
    notify.info({ key: 'onboarding.done' });
    void navigate('/dashboard', { replace: true });
  }

  return { finish, busy };
}
