import { useState } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import { useServices } from '../../app/services';
import { CommandDialog } from '../../commands/command-dialog';
import { isShopLink, linkableItems, updatedLinks } from './accept-form';

interface Props {
  detail: BatchDetail;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
}

/** The buyer accepts, optionally replacing an item's shop link (spec §7 accept: updated_links). */
export function AcceptDialog({ detail, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const { batches } = useServices();
  const items = linkableItems(detail.batch.items);
  const [drafts, setDrafts] = useState<Record<string, string>>(() =>
    Object.fromEntries(items.map((i) => [i.id, i.link])),
  );
  const changed = updatedLinks(items, drafts);
  const invalid = changed.some((l) => !isShopLink(l.link));
  return (
    <CommandDialog
      title={t('batch.accept.title')}
      testId="accept-dialog"
      submitLabel={t('batch.actions.accept')}
      submitDisabled={invalid}
      send={() => batches.accept(detail.id, changed.length ? { updated_links: changed } : {})}
      success="batch.accept.done"
      onClose={onClose}
      onDone={onDone}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography>{t('batch.accept.text')}</Typography>
        {items.map((item, index) => {
          const draft = drafts[item.id] ?? '';
          const bad = draft.trim() !== '' && draft.trim() !== item.link && !isShopLink(draft);
          return (
            <TextField
              key={item.id}
              fullWidth
              size="small"
              label={t('batch.accept.link', { name: item.name })}
              value={draft}
              error={bad}
              helperText={bad ? t('batch.accept.badLink') : undefined}
              onChange={(e) => setDrafts({ ...drafts, [item.id]: e.target.value })}
              slotProps={{ htmlInput: { 'data-testid': `accept-link-${index}`, maxLength: 2000 } }}
            />
          );
        })}
      </Stack>
    </CommandDialog>
  );
}
