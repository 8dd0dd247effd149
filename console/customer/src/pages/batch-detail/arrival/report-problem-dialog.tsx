import { useState } from 'react';
import { Stack } from '@mui/material';
import { MessageField } from '@shared/ui/message-field';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';
import type { CommandResult } from '@contracts/batch/batch-commands';
import type { ReportProblemForm } from '@contracts/batch/arrival';
import { SelectField } from '@shared/ui/select-field';
import { PhotoPicker } from '@shared/arrival/photo-picker';
import { photosProblem } from '@shared/arrival/check-in-form';
import { ApiClientError } from '@shared/api/http-client';
import { useServices } from '../../../app/services';
import { CommandDialog } from '../../../commands/command-dialog';

const KINDS: ReadonlyArray<ReportProblemForm['kind']> = ['damaged', 'wrong_item', 'missing_parts', 'weight_wrong'];
/** The report's optional photos (the server takes 0-5). */
export const MAX_REPORT_PHOTOS = 5;

/**
 * Report a problem with an arrived item: what is wrong, a message and up to five photos of one's
 * own. Opens a dispute that staff decide; the item is not consolidated meanwhile.
 */
export function ReportProblemDialog(p: {
  detail: BatchDetail;
  itemId: string;
  onClose: () => void;
  onDone: (result: CommandResult) => void;
}) {
  const { t } = useTranslation();
  const { arrival } = useServices();
  const [kind, setKind] = useState<ReportProblemForm['kind'] | ''>('');
  const [message, setMessage] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const ownProblem =
    photos.length > MAX_REPORT_PHOTOS ? { key: 'errors.ARRIVAL_TOO_MANY_PHOTOS' } : photosProblem(photos, 0);
  const name = p.detail.batch.items.find((i) => i.id === p.itemId)?.name ?? '';
  return (
    <CommandDialog
      title={t('order.arrival.reportTitle', { name })}
      testId="report-problem-dialog"
      maxWidth="sm"
      submitDisabled={!kind || !message.trim() || Boolean(ownProblem)}
      send={() =>
        arrival.report(
          p.detail.id,
          { item_id: p.itemId, kind: kind as ReportProblemForm['kind'], message: message.trim() },
          photos,
        )
      }
      // A refused photo is named under the photos; anything else is the usual red notice.
      handled={(error) => {
        const photoCode = error instanceof ApiClientError && /^(IMAGE_|ARRIVAL_)/.test(error.code);
        if (photoCode) setPhotoError(t(`errors.${error.code}`));
        return photoCode;
      }}
      success="order.arrival.reported"
      onClose={p.onClose}
      onDone={p.onDone}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <SelectField
          fullWidth
          required
          label={t('order.arrival.problemKind')}
          value={kind}
          onChange={(v) => setKind(v as ReportProblemForm['kind'])}
          options={KINDS}
          optionLabel={(k) => t(`order.arrival.kinds.${k}`)}
          testId="report-kind"
          optionTestId={(k) => `report-kind-${k}`}
        />
        <MessageField
          required
          label={t('order.arrival.problemMessage')}
          value={message}
          onChange={setMessage}
          testId="report-message"
        />
        <PhotoPicker
          photos={photos}
          onChange={(next) => {
            setPhotos(next);
            setPhotoError(undefined);
          }}
          t={t}
          label={t('order.arrival.photos.add')}
          testId="report-photos"
          max={MAX_REPORT_PHOTOS}
          error={photoError ?? (ownProblem ? t(ownProblem.key, { max: MAX_REPORT_PHOTOS }) : undefined)}
        />
      </Stack>
    </CommandDialog>
  );
}
