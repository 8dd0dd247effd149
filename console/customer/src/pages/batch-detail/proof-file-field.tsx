import { useState } from 'react';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../components/use-object-url';

/** Receipts are photos or scans, at most 10MB like item images (spec §9); the server stores images only. */
const PROOF_MAX_BYTES = 10 * 1024 * 1024;
const proofFileOk = (file: File): boolean => file.type.startsWith('image/') && file.size <= PROOF_MAX_BYTES;

/**
 * The receipt's picture in the upload dialog: picked from the phone's files or camera, then shown
 * as a preview with its name before anything is sent, so the buyer sees which receipt goes up.
 * A file that is not an image or is too large is refused here, with the rule.
 */
export function ProofFileField({ file, onChange }: { file: File | null; onChange: (file: File | null) => void }) {
  const { t } = useTranslation();
  const [invalid, setInvalid] = useState(false);
  const preview = useObjectUrl(file);
  return (
    <Box>
      <Button variant="outlined" component="label">
        {t('order.proof.chooseFile')}
        <input
          hidden
          type="file"
          accept="image/*"
          data-testid="proof-file"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            setInvalid(Boolean(chosen && !proofFileOk(chosen)));
            onChange(chosen && proofFileOk(chosen) ? chosen : null);
          }}
        />
      </Button>
      {file && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, minWidth: 0 }}>
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={t('order.proof.preview', { name: file.name })}
              sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
              data-testid="proof-file-preview"
            />
          )}
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="proof-file-name">
            {file.name}
          </Typography>
        </Box>
      )}
      {invalid && (
        <FormHelperText error data-testid="proof-file-error">
          {t('order.proof.imageInvalid')}
        </FormHelperText>
      )}
    </Box>
  );
}
