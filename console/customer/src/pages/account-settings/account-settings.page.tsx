import { useEffect, useState } from 'react';
import { Alert, Box, CircularProgress, Container, Stack } from '@mui/material';
import { ActionButton } from '../../components/action-button';
import { PageContainer } from '../../components/page-container';
import { useTranslation } from 'react-i18next';
import type { AccountProfile } from '@contracts/accounts';
import { useServices, useSession } from '../../app/services';
import { useCommand } from '../../commands/use-command';
import { CommandFailureAlert } from '../../commands/command-failure';
import { AddressFields } from '../onboarding/address-step';
import { EMPTY_ADDRESS, addressErrors, addressUpdate, type AddressForm } from '../onboarding/onboarding-rules';
import { useAddressPlaces } from '../onboarding/use-address-places';
import { TitledSection } from '../../components/titled-section';
import { AvatarSection } from './avatar-section';
import { BasicInfoFields, basicInfoErrors, type BasicInfoForm } from './basic-info-fields';
import { DeleteAccountSection } from './delete-account-section';
import { MobileSection } from './mobile-section';
import { PersonalDataSection } from './personal-data-section';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const id = (value: number | null | undefined): string => (value == null ? '' : String(value));

function toForms(profile: AccountProfile): { basic: BasicInfoForm; address: AddressForm } {
  return {
    basic: {
      firstName: text(profile.first_name),
      lastName: text(profile.last_name),
      birthday: text(profile.birth_date),
      gender: text(profile.gender),
      paypal: text(profile.paypal),
    },
    address: {
      addressLine1: text(profile.address_1),
      addressLine2: text(profile.address_2),
      region: id(profile.region),
      district: id(profile.district),
      state: id(profile.state),
      city: id(profile.city),
      zipcode: text(profile.zipcode),
    },
  };
}

/** /dashboard/accountSettings: basic info, address, personal data and privacy requests, delete account (spec §2). */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const { accounts, sessions } = useServices();
  const session = useSession();
  // A refusal is said under Save, the form kept as typed.
  const command = useCommand();
  const [basic, setBasic] = useState<BasicInfoForm | undefined>();
  const [address, setAddress] = useState<AddressForm | undefined>();
  const [countryId, setCountryId] = useState<number | undefined>();
  const [mobile, setMobile] = useState<string | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const userId = session?.userId;
  // Hooks run before the early returns below; an empty form until the profile arrives.
  const places = useAddressPlaces(countryId, address ?? EMPTY_ADDRESS);

  useEffect(() => {
    if (!userId) return;
    let live = true;
    accounts
      .user(userId)
      .then((profile) => {
        if (!live) return;
        const forms = toForms(profile);
        setBasic(forms.basic);
        setAddress(forms.address);
        setCountryId(typeof profile.country === 'number' ? profile.country : undefined);
        setMobile(typeof profile.mobile === 'string' ? profile.mobile : null);
      })
      .catch(() => live && setLoadFailed(true));
    return () => {
      live = false;
    };
  }, [accounts, userId]);

  if (!userId || loadFailed)
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{t('account.loadFailed')}</Alert>
      </Container>
    );
  if (!basic || !address)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress />
      </Box>
    );

  const bErrors = basicInfoErrors(basic);
  const aErrors = addressErrors(address, places.kind, places.hasChildren);
  const valid = Object.keys(bErrors).length === 0 && Object.keys(aErrors).length === 0;

  const save = async () => {
    const outcome = await command.run(
      () =>
        accounts.update(userId, {
          first_name: basic.firstName.trim(),
          last_name: basic.lastName.trim(),
          birth_date: basic.birthday || undefined,
          // The select offers only these two and the unspecified choice.
          gender: basic.gender === 'male' || basic.gender === 'female' ? basic.gender : undefined,
          paypal: session?.accountType === 'b' ? basic.paypal.trim() || undefined : undefined,
          ...addressUpdate(address, places.kind),
        }),
      { success: 'account.saved' },
    );
    if (outcome.ok) sessions.update({ firstName: basic.firstName.trim(), lastName: basic.lastName.trim() });
  };

  return (
    <PageContainer title={t('account.title')} testId="page-accountSettings" maxWidth="md" py={4}>
      <Stack spacing={3}>
        <TitledSection title={t('account.avatar')}>
          <AvatarSection userId={userId} />
        </TitledSection>
        <TitledSection title={t('account.basicInfo')}>
          <BasicInfoFields
            form={basic}
            errors={bErrors}
            email={session?.email ?? ''}
            buyer={session?.accountType === 'b'}
            onChange={(patch) => setBasic({ ...basic, ...patch })}
          />
        </TitledSection>
        <TitledSection title={t('account.mobile.title')}>
          <MobileSection userId={userId} mobile={mobile} onChanged={setMobile} />
        </TitledSection>
        <TitledSection title={t('account.address')}>
          <AddressFields
            form={address}
            errors={aErrors}
            touched
            onChange={(patch) => setAddress({ ...address, ...patch })}
            places={places}
            testIdPrefix="settings"
          />
        </TitledSection>
        <Box>
          <ActionButton run={save} disabled={!valid || command.busy} testId="account-save">
            {t('common.save')}
          </ActionButton>
          <CommandFailureAlert failure={command.failure} testId="account-save-error" />
        </Box>
        <SignOutEverywhereSection />
        <PersonalDataSection userId={userId} />
        <DeleteAccountSection userId={userId} />
      </Stack>
    </PageContainer>
  );
}
