import { useState } from 'react';
import { Box, Button, Container, Paper, Step, StepLabel, Stepper } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@shared/i18n/locales';
import { useConfig, useSession } from '../../app/services';
import { AddressFields } from './address-step';
import {
  EMPTY_ADDRESS,
  addressErrors,
  canFinish,
  profileErrors,
  type AddressForm,
  type ProfileForm,
} from './onboarding-rules';
import { useAddressPlaces } from './use-address-places';
import { ProfileStep } from './profile-step';
import { defaultCallingCountry, useOnboardingCountry } from './use-onboarding-country';
import { VerificationStep } from './verification-step';
import { currentPhone, initialVerification, isVerified, type VerificationState } from './verification-state';
import { useFinishOnboarding } from './use-finish-onboarding';
import { AccountTypeChoice } from './account-type-choice';
import { storedSignupType } from './signup-choice';
import { TermsCheckbox } from './terms-checkbox';
import { HeadingWithHint } from '../../components/titled-section';

const STEPS = ['profile', 'verification', 'address'] as const;

/** Finish registration: Profile → Verification (mobile OTP) → Address (spec §2 "Onboarding"). */
export function OnboardingPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const config = useConfig();
  const [accountType, setAccountType] = useState(storedSignupType);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const country = useOnboardingCountry(accountType);
  const [step, setStep] = useState(0);
  const [touched, setTouched] = useState<boolean[]>([false, false, false]);
  const [profile, setProfile] = useState<ProfileForm>({
    firstName: session?.firstName ?? '',
    lastName: session?.lastName ?? '',
    birthday: '',
    idNumber: '',
  });
  const [verification, setVerification] = useState<VerificationState>(() =>
    initialVerification(defaultCallingCountry(country.shortcode)),
  );
  const [address, setAddress] = useState<AddressForm>(EMPTY_ADDRESS);
  const places = useAddressPlaces(country.id, address);
  const { finish, busy } = useFinishOnboarding();

  if (!session?.userCode) return <Navigate to={config.disableSignup ? '/login' : '/signup'} replace />;
  if (session.userStatus === 0) return <Navigate to="/dashboard" replace />;

  const pErrors = profileErrors(profile, country.id);
  const aErrors = addressErrors(address, places.kind, places.hasChildren);
  const phone = currentPhone(verification);
  const mobileVerified = isVerified(verification);
  const stepValid = [Object.keys(pErrors).length === 0, mobileVerified, Object.keys(aErrors).length === 0];
  const finishEnabled =
    canFinish({ profileErrors: pErrors, mobileVerified, addressErrors: aErrors, busy }) && termsAccepted;

  const next = () => {
    setTouched((prev) => prev.map((v, i) => (i === step ? true : v)));
    if (stepValid[step]) setStep(step + 1);
  };
  const submit = () => {
    setTouched([true, true, true]);
    if (!finishEnabled) return;
    void finish({
      session,
      countryId: country.id ?? country.shortcode,
      profile,
      phone,
      address,
      placeKind: places.kind,
      locale: i18n.language as Locale,
      accountType,
    });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }} data-testid="page-onboarding">
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <HeadingWithHint
          title={t('onboarding.title')}
          hint={t('onboarding.intro')}
          variant="h5"
          component="h1"
          hintGap={3}
        />
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
          {STEPS.map((s) => (
            <Step key={s}>
              <StepLabel>{t(`onboarding.steps.${s}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {step === 0 && <AccountTypeChoice value={accountType} onChange={setAccountType} />}
        {step === 0 && (
          <ProfileStep
            userCode={session.userCode}
            email={session.email}
            countryName={country.name}
            countryId={country.id}
            form={profile}
            errors={pErrors}
            touched={touched[0]}
            onChange={(patch) => setProfile((p) => ({ ...p, ...patch }))}
          />
        )}
        {step === 1 && <VerificationStep value={verification} onChange={setVerification} />}
        {step === 2 && (
          <Box data-testid="onboarding-address">
            <AddressFields
              form={address}
              errors={aErrors}
              touched={touched[2]}
              places={places}
              onChange={(patch) => setAddress((a) => ({ ...a, ...patch }))}
            />
            <TermsCheckbox checked={termsAccepted} showError={touched[2]} onChange={setTermsAccepted} />
          </Box>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 4 }}>
          <Button disabled={step === 0 || busy} onClick={() => setStep(step - 1)} data-testid="onboarding-back">
            {t('common.back')}
          </Button>
          {step < STEPS.length - 1 ? (
            <Button
              variant="contained"
              onClick={next}
              disabled={step === 1 && !mobileVerified}
              data-testid="onboarding-next"
            >
              {t('common.next')}
            </Button>
          ) : (
            <Button variant="contained" onClick={submit} disabled={!finishEnabled} data-testid="onboarding-finish">
              {t('onboarding.finish')}
            </Button>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
