import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCommand, type Command, type CommandOptions } from './use-command';
import { CommandFailureAlert } from './command-failure';

export interface CommandDialogProps<T> extends CommandOptions {
  title: string;
  /** `data-testid` of the dialog; its submit button is `<testId>-submit` unless `submitTestId` says otherwise. */
  testId: string;
  /**
   * Sends the dialog's command (built from its fields). Without it the dialog has only a Close
   * button: its commands are buttons inside it (the refund steps).
   */
  send?: () => Promise<T>;
  /** Runs before `send` (e.g. the server's check of each tracking number); false keeps the dialog open unsent. */
  check?: () => Promise<boolean>;
  /** After a success (the host closes the dialog and refetches with the command's position). */
  onDone?: (result: T) => void;
  /** After a failure, once its notice is shown. */
  onFailed?: () => void;
  onClose: () => void;
  open?: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
  submitColor?: 'primary' | 'error';
  submitTestId?: string;
  maxWidth?: 'sm' | 'md';
  /** Shared with the dialog's other buttons (removing a coupon, the refund steps) so one busy state covers all. */
  command?: Command;
  children: ReactNode;
}

/**
 * The one frame of the customer app's command dialogs: each dialog keeps only its fields and says
 * what to send. While the command is on its way every button is disabled and the dialog cannot be
 * dismissed; the server's refusal is shown by its code (useCommand) inside the dialog, above its
 * buttons, with the fields as typed; a success calls `onDone`.
 */
export function CommandDialog<T>(props: CommandDialogProps<T>) {
  const {
    title,
    testId,
    send,
    check,
    onDone,
    onFailed,
    onClose,
    open = true,
    submitLabel,
    submitDisabled,
    submitColor,
    submitTestId,
    maxWidth = 'md',
    children,
  } = props;
  const { success, failure, handled, serverMessage } = props;
  const { t } = useTranslation();
  const own = useCommand();
  const command = props.command ?? own;
  const [checking, setChecking] = useState(false);
  const busy = command.busy || checking;
  const close = () => {
    if (!busy) onClose();
  };
  const submit = async () => {
    if (!send) return;
    if (check) {
      setChecking(true);
      const ready = await check().finally(() => setChecking(false));
      if (!ready) return;
    }
    const outcome = await command.run(send, { success, failure, handled, serverMessage, inline: true });
    if (outcome.ok) onDone?.(outcome.value);
    else onFailed?.();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth} data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
        <CommandFailureAlert failure={command.failure} testId={`${testId}-error`} />
      </DialogContent>
      <DialogActions>
        {send ? (
          <>
            <Button onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="contained"
              color={submitColor}
              onClick={() => void submit()}
              disabled={busy || submitDisabled}
              data-testid={submitTestId ?? `${testId}-submit`}
            >
              {submitLabel ?? t('batch.actions.submit')}
            </Button>
          </>
        ) : (
          <Button onClick={close} disabled={busy}>
            {t('common.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
