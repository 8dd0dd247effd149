import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  title: string;
  testId: string;
  busy: boolean;
  submitLabel?: string;
  submitDisabled?: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}

/** The frame every detail action dialog shares: title, content, Cancel and the action's button. */
export function ActionDialog({ open, title, testId, busy, submitLabel, submitDisabled, onClose, onSubmit, children }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" data-testid={testId}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onSubmit} disabled={busy || submitDisabled} data-testid={`${testId}-submit`}>
          {submitLabel ?? t('batch.actions.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
