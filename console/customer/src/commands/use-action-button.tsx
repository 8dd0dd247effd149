import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Opener = (event?: { currentTarget: HTMLElement }) => void;

/**
 * The detail page's command buttons, one look for all of them: a translated label, outlined unless
 * it is the step's main action, red for what ends or takes back, and disabled while a command runs.
 */
export function useActionButton(busy: boolean) {
  const { t } = useTranslation();
  return (
    testId: string,
    label: string,
    onClick: Opener,
    variant: 'contained' | 'outlined' = 'outlined',
    color: 'primary' | 'error' = 'primary',
  ) => (
    <Button key={testId} variant={variant} color={color} onClick={onClick} disabled={busy} data-testid={testId}>
      {t(label)}
    </Button>
  );
}
