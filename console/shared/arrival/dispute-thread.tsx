import { useState } from 'react';
import { Box, Button, Checkbox, Chip, FormControlLabel, Stack, Typography } from '@mui/material';
import { MessageField } from '../ui/message-field';
import type { DisputeView } from '@contracts/batch/arrival';
import { PhotoGallery } from './photo-gallery';
import { shownMessages, type Translate } from './arrival-view';

const when = (at: string, language: string) =>
  new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A dispute's thread as both apps show it: each message with its author's role and time, staff
 * internal notes marked (and shown to staff only), and a box to write when the dispute is open.
 * `send` posts (the app's own command path) and resolves true when the server accepted it.
 */
export function DisputeThread(p: {
  dispute: DisputeView;
  t: Translate;
  language: string;
  staff: boolean;
  busy: boolean;
  /** Absent: read-only (auditors). */
  send?: (message: string, internal: boolean) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const [internal, setInternal] = useState(false);
  const messages = shownMessages(p.dispute.messages, p.staff);
  const testId = `dispute-${p.dispute.id}`;
  const submit = async () => {
    if (!p.send || !text.trim()) return;
    if (await p.send(text.trim(), internal)) {
      setText('');
      setInternal(false);
    }
  };
  return (
    <Box data-testid={`${testId}-thread`}>
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {messages.map((m) => (
          <Box
            component="li"
            key={m.id}
            sx={{
              p: 1,
              borderRadius: 1,
              border: 1,
              borderColor: m.internal ? 'warning.main' : 'divider',
              // Marked by its edge and a label (a warning-coloured text would fail the contrast check).
              bgcolor: m.internal ? 'action.hover' : undefined,
            }}
            data-testid={`${testId}-message`}
            data-internal={m.internal}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="span">
                {p.t(`order.arrival.roles.${m.author_role}`)}
              </Typography>
              <Typography variant="caption" component="span" color="text.secondary">
                {when(m.at, p.language)}
              </Typography>
              {m.internal && (
                <Chip
                  size="small"
                  label={p.t('order.arrival.dispute.internal')}
                  data-testid={`${testId}-internal-mark`}
                />
              )}
            </Stack>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Typography>
            <PhotoGallery
              photos={m.photos}
              t={p.t}
              testId={`${testId}-message-photos`}
              label={p.t('order.arrival.dispute.photos')}
            />
          </Box>
        ))}
      </Stack>
      {p.send && p.dispute.status === 'open' && (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <MessageField
            minRows={2}
            size="small"
            label={p.t('order.arrival.dispute.write')}
            value={text}
            onChange={setText}
            testId={`${testId}-input`}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            {p.staff && (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={internal}
                    onChange={(e) => setInternal(e.target.checked)}
                    slotProps={{ input: { 'data-testid': `${testId}-internal` } as object }}
                  />
                }
                label={p.t('order.arrival.dispute.internalNote')}
              />
            )}
            <Button
              variant="outlined"
              onClick={() => void submit()}
              disabled={p.busy || !text.trim()}
              data-testid={`${testId}-send`}
            >
              {p.t('order.arrival.dispute.send')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}
