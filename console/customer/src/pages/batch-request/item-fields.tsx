import { useState } from 'react';
import { Box, Button, FormHelperText, Grid, IconButton, Paper, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useTranslation } from 'react-i18next';
import type { Category } from '@contracts/reference';
import { errorKey } from '@shared/i18n/error-key';
import { CheckboxGroupField } from '@shared/ui/checkbox-group-field';
import { useServices } from '../../app/services';
import {
  CONTAINS,
  CURRENCY_CHOICES,
  DESTINATIONS,
  ORIGINS,
  SIDE_FIELDS,
  WEIGHT_UNIT_CHOICES,
  imageProblem,
  toggleContains,
  type FieldErrors,
  type ItemDraft,
} from './request-form';
import { SelectField } from '@shared/ui/select-field';
import { itemImageUrl } from '../batch-shared/item-image';
import { needsDeclaredValue } from '@machines/pricing';

interface Props {
  index: number;
  item: ItemDraft;
  categories: Category[];
  errors: FieldErrors;
  canRemove: boolean;
  onChange: (patch: Partial<ItemDraft>) => void;
  onRemove: () => void;
}

const categoryName = (c: Category, locale: string): string =>
  c[`category_name_${locale.replace('-', '_')}`] ??
  c[`category_name_${locale.slice(0, 2)}`] ??
  c.category_name_en ??
  String(c.id);

/** One item of the request (spec §3 item fields), with its image upload. */
export function ItemFields({ index, item, categories, errors, canRemove, onChange, onRemove }: Props) {
  const { t, i18n } = useTranslation();
  const { batches } = useServices();
  const [imageError, setImageError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const err = (field: string) => errors[`items.${index}.${field}`];
  const text = (
    field: keyof ItemDraft,
    label: string,
    extra: { required?: boolean; type?: string; multiline?: boolean; helper?: string; errorOf?: string } = {},
  ) => (
    <TextField
      fullWidth
      size="small"
      label={t(label)}
      value={item[field]}
      required={extra.required}
      type={extra.type}
      multiline={extra.multiline}
      minRows={extra.multiline ? 4 : undefined}
      onChange={(e) => onChange({ [field]: e.target.value })}
      error={Boolean(err(extra.errorOf ?? field))}
      helperText={err(field) ? t(err(field)) : extra.helper}
      slotProps={{
        htmlInput: { 'data-testid': `item-${index}-${field}` },
        formHelperText: { 'data-testid': `item-${index}-${field}-helper` } as object,
      }}
    />
  );

  // A choice among fixed codes, each shown by its translation under `prefix`.
  const choice = (
    field: 'currency' | 'unit' | 'fromCountry' | 'toCountry',
    label: string,
    codes: readonly string[],
    prefix: string,
  ) => (
    <SelectField
      fullWidth
      size="small"
      label={t(label)}
      value={item[field]}
      onChange={(value) => onChange({ [field]: value })}
      options={codes}
      optionLabel={(code) => t(`${prefix}.${code}`)}
    />
  );

  async function upload(file: File | undefined) {
    if (!file) return;
    const problem = imageProblem(file);
    if (problem) return setImageError(problem);
    setImageError(null);
    setUploading(true);
    try {
      const uploaded = await batches.upload(file);
      onChange({ imageId: uploaded.id, imageName: file.name });
    } catch (error) {
      setImageError(errorKey(error, (k) => i18n.exists(k)));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`item-${index}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2 }}>
        <Typography variant="subtitle1" sx={{ flex: 1 }}>
          {t('request.item.title', { n: index + 1 })}
        </Typography>
        {canRemove && (
          <IconButton aria-label={t('request.item.remove')} onClick={onRemove} data-testid={`item-${index}-remove`}>
            <DeleteIcon />
          </IconButton>
        )}
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>{text('link', 'request.item.link', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>{text('name', 'request.item.name', { required: true })}</Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectField
            fullWidth
            size="small"
            required
            label={t('request.item.category')}
            value={item.category}
            onChange={(category) => onChange({ category })}
            error={Boolean(err('category'))}
            helperText={err('category') ? t(err('category')) : undefined}
            options={categories}
            optionValue={(c) => c.code}
            optionLabel={(c) => categoryName(c, i18n.language)}
            testId={`item-${index}-category`}
            optionTestId={`item-${index}-category-option`}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>{text('brand', 'request.item.brand')}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          {text('quantity', 'request.item.quantity', { required: true, type: 'number' })}
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>{text('color', 'request.item.color')}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>{text('size', 'request.item.size')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{text('price', 'request.item.price', { required: true })}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          {choice('currency', 'request.item.currency', CURRENCY_CHOICES, 'request.currency')}
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>{text('weight', 'request.item.weight')}</Grid>
        <Grid size={{ xs: 6, md: 2 }}>{choice('unit', 'request.item.unit', WEIGHT_UNIT_CHOICES, 'request.unit')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{choice('fromCountry', 'request.item.from', ORIGINS, 'request.country')}</Grid>
        <Grid size={{ xs: 6, md: 3 }}>{choice('toCountry', 'request.item.to', DESTINATIONS, 'request.country')}</Grid>
        {needsDeclaredValue(item.category) && (
          <Grid size={{ xs: 12, md: 6 }}>
            {text('declaredValueTwd', 'request.item.declaredValue', {
              required: true,
              helper: t('request.item.declaredValueHint'),
            })}
          </Grid>
        )}
        {SIDE_FIELDS.map((side) => (
          <Grid size={{ xs: 4, md: 2 }} key={side}>
            {text(side, `request.item.${side}`, { errorOf: 'dimensions' })}
          </Grid>
        ))}
        <Grid size={{ xs: 12, md: 6 }}>
          <FormHelperText error={Boolean(err('dimensions'))} data-testid={`item-${index}-dimensions-helper`}>
            {err('dimensions') ? t(err('dimensions')) : t('request.item.sidesHint')}
          </FormHelperText>
        </Grid>
        <Grid size={{ xs: 12 }}>{text('note', 'request.item.note', { multiline: true })}</Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <CheckboxGroupField
            legend={t('request.item.contains')}
            options={CONTAINS}
            checked={(flag) => item.contains.includes(flag)}
            onToggle={(flag) => onChange({ contains: toggleContains(item.contains, flag) })}
            optionKey={(flag) => flag}
            optionLabel={(flag) => t(`request.contains.${flag}`)}
            optionTestId={(flag) => `item-${index}-contains-${flag}`}
            error={err('contains') ? t(err('contains')) : null}
            errorTestId={`item-${index}-contains-error`}
            testId={`item-${index}-contains`}
            row
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Button variant="outlined" component="label" disabled={uploading}>
            {t('request.item.image')}
            <input
              hidden
              type="file"
              accept="image/*"
              data-testid={`item-${index}-image`}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </Button>
          {item.imageName && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              {itemImageUrl(item.imageId) && (
                // The stored picture as the server serves it, so the requester sees what the buyer will see.
                <Box
                  component="img"
                  src={itemImageUrl(item.imageId)!}
                  alt={t('batch.requestForm.imagePreview', { name: item.imageName })}
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
                  data-testid={`item-${index}-image-preview`}
                />
              )}
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid={`item-${index}-image-name`}>
                {item.imageName}
              </Typography>
            </Box>
          )}
          {imageError && (
            <FormHelperText error data-testid={`item-${index}-image-error`}>
              {t(imageError)}
            </FormHelperText>
          )}
        </Grid>
      </Grid>
    </Paper>
  );
}
