import { useEffect, useRef } from 'react';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { revealRefusal } from '../notify/notice-area';
import type { CommandFailure } from './use-command';

/**
 * A refused command at the control that sent it: red, announced at once (role="alert"), and gone
 * when the next attempt starts. The control stays enabled with what was typed.
 */
export function CommandFailureAlert({ failure, testId }: { failure: CommandFailure | null; testId: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Shown under its control, it may land below the screen's edge or under the notifications at
    // the bottom (a phone's Pay button is often tapped low on the screen): bring it to the middle.
    if (ref.current) revealRefusal(ref.current);
  }, [failure]);
  if (!failure) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" data-testid={testId} data-refusal="" sx={{ mt: 1 }}>
      {'key' in failure ? t(failure.key, failure.params ?? {}) : failure.text}
    </Alert>
  );
}
