import { useCallback, useState } from 'react';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { ArrivalLookupResult, CheckInResult } from '@contracts/batch/arrival';
import { useStaffMutation } from '../app/staff-mutation';
import { CheckInFormCard } from './check-in-form-card';
import { statusLabel } from '../app/status-label';
import { CodeCamera } from '../app/code-camera';

type Found = ArrivalLookupResult['results'][number];

/**
 * The warehouse bench (phone-friendly: one column, large targets, the back camera): find a paid
 * order by its batch number or a parcel's tracking number, typed, from a handheld scanner (which
 * types into the field and presses Enter) or scanned from the label with the camera; then check
 * the parcel in with its photos, weight, sides, condition and the items inside. Staff only (the
 * server checks).
 */
export function CheckInPage() {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<ArrivalLookupResult | null>(null);
  const [chosen, setChosen] = useState<Found | null>(null);
  const [done, setDone] = useState<{ order: Found; result: CheckInResult } | null>(null);
  const lookup = useStaffMutation((provider, q: string) => provider.lookupArrivals(q), {
    onSuccess: (answer) => {
      setFound(answer);
      setChosen(answer.results.length === 1 ? answer.results[0] : null);
    },
  });
  const [scanning, setScanning] = useState(false);
  const [noCamera, setNoCamera] = useState(false);
  const find = (text: string) => {
    const q = text.trim();
    if (!q) return;
    setDone(null);
    lookup.mutate(q);
  };
  const search = (e: React.FormEvent) => {
    e.preventDefault();
    find(query);
  };
  const { mutate } = lookup;
  const onScan = useCallback(
    (text: string) => {
      setScanning(false);
      setQuery(text.trim());
      setDone(null);
      if (text.trim()) mutate(text.trim());
    },
    [mutate],
  );
  const onNoCamera = useCallback(() => {
    setScanning(false);
    setNoCamera(true);
  }, []);
  const trackingHint = chosen?.matched === 'tracking_number' ? query.trim() : '';
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', p: { xs: 1, sm: 2 }, minWidth: 0 }} data-testid="check-in-page">
      <Title title={translate('admin.arrival.checkIn.title')} />
      <Stack useFlexGap component="form" direction="row" spacing={1} onSubmit={search} sx={{ flexWrap: 'wrap', my: 2 }}>
        <TextField
          fullWidth
          size="small"
          label={translate('admin.arrival.checkIn.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          slotProps={{
            htmlInput: { 'data-testid': 'check-in-search', autoCapitalize: 'characters', enterKeyHint: 'search' },
          }}
        />
        <Button type="submit" variant="contained" disabled={lookup.isPending} data-testid="check-in-search-submit">
          {translate('admin.arrival.checkIn.find')}
        </Button>
      </Stack>
      {scanning ? (
        <Stack spacing={1} sx={{ mb: 2 }}>
          <Typography variant="body2">{translate('admin.arrival.checkIn.scanning')}</Typography>
          <CodeCamera onText={onScan} onUnavailable={onNoCamera} testId="check-in-camera" />
          <Button onClick={() => setScanning(false)}>{translate('admin.arrival.checkIn.stopScan')}</Button>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          size="large"
          fullWidth
          sx={{ mb: 2 }}
          onClick={() => {
            setNoCamera(false);
            setScanning(true);
          }}
          data-testid="check-in-scan"
        >
          {translate('admin.arrival.checkIn.scan')}
        </Button>
      )}
      {noCamera && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="check-in-no-camera">
          {translate('admin.arrival.checkIn.noCamera')}
        </Alert>
      )}
      {done && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          data-testid="check-in-done"
          action={
            <Button
              color="inherit"
              size="small"
              component={Link}
              to={`/batches/${encodeURIComponent(done.order.id)}/show`}
            >
              {translate('admin.arrival.checkIn.openOrder')}
            </Button>
          }
        >
          {translate('admin.arrival.checkIn.done', {
            batch: done.order.batch_number,
            count: done.result.check_in.photos.length,
          })}
        </Alert>
      )}
      {found && found.results.length === 0 && (
        <Alert severity="info" data-testid="check-in-none">
          {translate('admin.arrival.checkIn.none')}
        </Alert>
      )}
      {found && found.results.length > 1 && !chosen && (
        <Stack spacing={1} data-testid="check-in-results">
          {found.results.map((order) => (
            <Card key={order.id} variant="outlined">
              <CardActionArea onClick={() => setChosen(order)} data-testid={`check-in-result-${order.batch_number}`}>
                <CardContent>
                  <Typography variant="subtitle1">{order.batch_number}</Typography>
                  <Typography variant="body2">
                    {statusLabel(translate, order.status)} · {order.items.map((i) => i.name).join(', ')}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      {chosen && (
        <CheckInFormCard
          key={chosen.id}
          order={chosen}
          trackingNumber={trackingHint}
          onDone={(result) => {
            setDone({ order: chosen, result });
            setChosen(null);
            setFound(null);
            setQuery('');
          }}
        />
      )}
    </Box>
  );
}
