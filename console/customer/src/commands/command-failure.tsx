import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CommandFailure } from './use-command';

/**
 * A refused command at the control that sent it: red, announced at once (role="alert"), and gone
 * when the next attempt starts. The control stays enabled with what was typed.
 */
export function CommandFailureAlert({ failure, testId }: { failure: CommandFailure | null; testId: string }) {
  const { t } = useTranslation();
  if (!failure) return null;
  return (
    <Alert severity="error" role="alert" data-testid={testId} data-refusal="" sx={{ mt: 1 }}>
      {'key' in failure ? t(failure.key, failure.params ?? {}) : failure.text}
    </Alert>
  );
}
