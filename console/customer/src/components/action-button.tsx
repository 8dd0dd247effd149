import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@mui/material';

/**
 * A button that starts an asynchronous action (a save, a code sent, a download): the promise is the
 * action's own to handle, and the button stays disabled while `disabled` holds (busy, not ready yet).
 */
export function ActionButton({
  run,
  disabled,
  testId,
  variant = 'contained',
  sx,
  children,
}: {
  run: () => Promise<unknown>;
  disabled?: boolean;
  testId: string;
  variant?: ButtonProps['variant'];
  sx?: ButtonProps['sx'];
  children: ReactNode;
}) {
  return (
    <Button variant={variant} sx={sx} disabled={disabled} onClick={() => void run()} data-testid={testId}>
      {children}
    </Button>
  );
}
