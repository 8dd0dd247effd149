import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useServices } from './services';

/** A 401 clears the session anywhere; a signed-in page then goes to /login (the guards do the rest). */
export function SignedOutRedirect() {
  const { sessions } = useServices();
  const navigate = useNavigate();
  useEffect(
    () =>
      sessions.subscribe(() => {
        if (!sessions.get() && window.location.pathname.startsWith('/dashboard'))
          void navigate('/login', { replace: true });
      }),
    [sessions, navigate],
  );
  return null;
}
