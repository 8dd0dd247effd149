import { useLogin, useNotify, useTranslate } from 'react-admin';
import { SignInForm, signInErrorKey } from './sign-in-form';

/** The sign-in react-admin shows after a sign-out (the first visit's is ./console-root.tsx's, the same form). */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const notify = useNotify();
  const signIn = (token: string) =>
    void login({ provider: 'dev', token }).catch((error: unknown) => notify(signInErrorKey(error), { type: 'error' }));
  return <SignInForm translate={translate} signIn={signIn} />;
}
