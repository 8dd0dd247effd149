import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  Link,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { PageContainer } from '../../components/page-container';
import { revealFirstProblem } from '../../components/reveal-problem';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CountryCode } from '@machines/pricing';
import { ApiClientError } from '@shared/api/http-client';
import { errorKey } from '@shared/i18n/error-key';
import { serverText } from '@shared/i18n/server-text';
import { useServices } from '../../app/services';
import { useFeeRates } from '../pricing/use-fee-rates';
import { DeliveryFields } from './delivery-fields';
import { FeeEstimate } from './fee-estimate';
import { ItemFields } from './item-fields';
import { estimateFees } from './request-estimate';
import {
  emptyDraft,
  emptyItem,
  formFieldOf,
  toCreateBody,
  validateDraft,
  type FieldErrors,
  type ItemDraft,
  type RequestDraft,
} from './request-form';
import { useRequestReferences } from './use-request-references';

/** New request (spec §2 /dashboard/batchRequest): several items, delivery, live estimate; submit → the detail page. */
export function BatchRequestPage() {
  const { t, i18n } = useTranslation();
  const { batches } = useServices();
  const navigate = useNavigate();
  const noteTemplate = useMemo(() => t('request.noteTemplate'), [t]);
  const [draft, setDraft] = useState<RequestDraft>(() => emptyDraft(noteTemplate));
  // After the first submit the form re-checks as the user types; the server's field error lasts until the next change.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Each refused submit (the form's checks or the server's field): the first refused field is shown.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) revealFirstProblem(document.querySelector('[data-testid="page-batchRequest"]'));
  }, [refusals]);
  const { categories, locations } = useRequestReferences();
  const first = draft.items[0];
  const rates = useFeeRates(first.fromCountry as CountryCode, first.toCountry as CountryCode);
  const quote = useMemo(() => estimateFees(draft.items, rates.rates), [draft.items, rates.rates]);

  const errors: FieldErrors = tried ? { ...validateDraft(draft), ...serverErrors } : serverErrors;
  const patch = (p: Partial<RequestDraft>) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, ...p }));
  };
  const patchItem = (key: number, p: Partial<ItemDraft>) => {
    setServerErrors({});
    setDraft((d) => ({ ...d, items: d.items.map((i) => (i.key === key ? { ...i, ...p } : i)) }));
  };

  async function submit() {
    const found = validateDraft(draft);
    setTried(true);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      const result = await batches.create(toCreateBody(draft));
      void navigate(`/dashboard/requests/${result.id}`, { state: { position: result.position } });
    } catch (error) {
      // Spec §7: "Error {status}, " plus what the server said; a named field also gets its message.
      const status = error instanceof ApiClientError ? error.status : 0;
      const message = serverText(error, i18n.language, t, (k) => i18n.exists(k));
      setFailure(t('request.errors.failed', { status, message }));
      const field = error instanceof ApiClientError ? error.params.field : undefined;
      // The server names `items[0].weight` or `items.0.dimensions.length_cm`; the form keys items.0.weight.
      if (typeof field === 'string') {
        setServerErrors({ [formFieldOf(field)]: errorKey(error, (k) => i18n.exists(k)) });
        setRefusals((n) => n + 1);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageContainer title={t('request.title')} testId="page-batchRequest" maxWidth="lg" py={4}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            {draft.items.map((item, index) => (
              <ItemFields
                key={item.key}
                index={index}
                item={item}
                categories={categories}
                errors={errors}
                canRemove={draft.items.length > 1}
                onChange={(p) => patchItem(item.key, p)}
                onRemove={() => patch({ items: draft.items.filter((i) => i.key !== item.key) })}
              />
            ))}
            <Button
              variant="outlined"
              onClick={() => patch({ items: [...draft.items, emptyItem(noteTemplate)] })}
              data-testid="add-item"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('request.addItem')}
            </Button>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('request.delivery.title')}
              </Typography>
              <DeliveryFields draft={draft} locations={locations} errors={errors} onChange={patch} />
            </Paper>
            <Box>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={draft.restrictionsConfirmed}
                    onChange={(e) => patch({ restrictionsConfirmed: e.target.checked })}
                    slotProps={{ input: { 'data-testid': 'restrictions-confirmed' } as object }}
                  />
                }
                label={
                  <>
                    {t('request.restrictions')}{' '}
                    <Link component={RouterLink} to="/restrictions" target="_blank">
                      {t('request.restrictionsLink')}
                    </Link>
                  </>
                }
              />
              {errors.restrictions_confirmed && (
                <FormHelperText error>{t(errors.restrictions_confirmed)}</FormHelperText>
              )}
            </Box>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FeeEstimate quote={quote} />
        </Grid>
        {/* After the estimate in the page's order: on a phone, where the columns stack, the estimate
            is read before Submit; on a wide screen this row sits under the form, the estimate beside it. */}
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error" data-testid="request-error">
                {failure}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 2 }}>
              <Button variant="contained" onClick={() => void submit()} disabled={busy} data-testid="submit-request">
                {t('request.submit')}
              </Button>
              <Button component={RouterLink} to="/dashboard">
                {t('dashboard.back')}
              </Button>
            </Box>
          </Stack>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
