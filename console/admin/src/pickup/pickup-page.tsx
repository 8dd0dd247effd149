import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import type { PickupCheckBody, PickupParcelView } from '@contracts/pickup';
import { ApiClientError } from '@shared/api/http-client';
import { useHkTime } from '../app/hk-time';
import { errorText } from '../app/staff-mutation';
import { pickupApi } from './pickup-api';
import { CodeCamera } from '../app/code-camera';
import { readPickupScan, rememberedPoint, typedCode } from './pickup-scan';

const lb = (hundredths: number) => (hundredths / 100).toFixed(2);

/**
 * The pickup point's counter (phone-first, one column): staff choose their pickup point (kept on the
 * device), type the order number and code the requester shows, or scan its QR code with the camera,
 * then see who may collect what and confirm the hand-off. The server checks every step.
 */
export function PickupPage() {
  const translate = useTranslate();
  const hkTime = useHkTime();
  const [point, setPoint] = useState(rememberedPoint.get);
  const [batchNumber, setBatchNumber] = useState('');
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [parcel, setParcel] = useState<PickupParcelView | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const locations = useQuery({ queryKey: ['pickup-locations'], queryFn: pickupApi.locations });
  const failure = (error: unknown) => {
    if (error instanceof ApiClientError && error.code === 'PICKUP_CODE_LOCKED')
      return translate('admin.pickup.locked', { time: hkTime(error.params.locked_until) });
    return errorText(translate, error);
  };
  const body = (): PickupCheckBody => ({
    pickup_point_id: point,
    batch_number: batchNumber.trim(),
    code: typedCode(code),
  });
  const verify = useMutation({
    mutationFn: (b: PickupCheckBody) => pickupApi.verify(b),
    onSuccess: (answer) => setParcel(answer),
  });
  const handOver = useMutation({
    mutationFn: (b: PickupCheckBody) => pickupApi.handOver(b),
    onSuccess: () => {
      setDone(translate('admin.pickup.done', { batch: parcel?.batch_number, name: parcel?.recipient_name }));
      setParcel(null);
      setBatchNumber('');
      setCode('');
    },
  });
  const choosePoint = (id: string) => {
    setPoint(id);
    rememberedPoint.set(id);
  };
  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    setDone(null);
    handOver.reset();
    verify.mutate(body());
  };
  const onScan = useCallback((text: string) => {
    setScanning(false);
    const read = readPickupScan(text);
    if (!read) return setNotice('admin.pickup.notOurs');
    setNotice(null);
    setBatchNumber(read.batchNumber);
    setCode(read.code);
  }, []);
  const onNoCamera = useCallback(() => {
    setScanning(false);
    setNotice('admin.pickup.noCamera');
  }, []);
  // A scanned code is checked at once, as if typed and sent.
  useEffect(() => {
    if (!scanning && point && /^[0-9]{6}$/.test(code) && batchNumber && notice === null && !parcel && verify.isIdle)
      verify.mutate(body());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a fresh scan triggers this
  }, [scanning]);
  const error = verify.error ?? handOver.error;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', p: { xs: 1, sm: 2 }, minWidth: 0 }} data-testid="pickup-page">
      <Title title={translate('admin.pickup.title')} />
      <TextField
        select
        fullWidth
        size="small"
        sx={{ my: 2 }}
        label={translate('admin.pickup.point')}
        helperText={translate('admin.pickup.pointHint')}
        value={locations.data?.some((l) => l.id === point) ? point : ''}
        onChange={(e) => choosePoint(e.target.value)}
        // The phone's own picker: large, and usable with one thumb.
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'pickup-point' },
        }}
      >
        <option value="" disabled>
          {translate('admin.pickup.choosePoint')}
        </option>
        {(locations.data ?? []).map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </TextField>
      {done && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="pickup-done">
          {done}
        </Alert>
      )}
      {!parcel && (
        <Stack component="form" spacing={2} onSubmit={submit} data-testid="pickup-form">
          {!point && <Alert severity="info">{translate('admin.pickup.choosePoint')}</Alert>}
          {scanning ? (
            <Stack spacing={1}>
              <Typography variant="body2">{translate('admin.pickup.scanning')}</Typography>
              <CodeCamera onText={onScan} onUnavailable={onNoCamera} testId="pickup-camera" />
              <Button onClick={() => setScanning(false)}>{translate('admin.pickup.stopScan')}</Button>
            </Stack>
          ) : (
            <Button
              variant="outlined"
              size="large"
              disabled={!point}
              onClick={() => {
                setNotice(null);
                verify.reset();
                setScanning(true);
              }}
              data-testid="pickup-scan"
            >
              {translate('admin.pickup.scan')}
            </Button>
          )}
          {notice && (
            <Alert severity="info" data-testid="pickup-notice">
              {translate(notice)}
            </Alert>
          )}
          <TextField
            fullWidth
            label={translate('admin.pickup.batchNumber')}
            value={batchNumber}
            onChange={(e) => setBatchNumber(e.target.value.toUpperCase())}
            slotProps={{ htmlInput: { 'data-testid': 'pickup-batch-number', autoCapitalize: 'characters' } }}
          />
          <TextField
            fullWidth
            label={translate('admin.pickup.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            slotProps={{
              htmlInput: { 'data-testid': 'pickup-code', inputMode: 'numeric', autoComplete: 'one-time-code' },
            }}
          />
          {error && (
            <Alert
              severity="error"
              data-testid="pickup-error"
              data-code={error instanceof ApiClientError ? error.code : ''}
            >
              {failure(error)}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!point || !batchNumber.trim() || typedCode(code).length !== 6 || verify.isPending}
            data-testid="pickup-check"
          >
            {translate('admin.pickup.check')}
          </Button>
        </Stack>
      )}
      {parcel && (
        <Card variant="outlined" data-testid="pickup-parcel" data-batch={parcel.batch_number}>
          <CardContent>
            <Typography variant="overline">{translate('admin.pickup.recipient')}</Typography>
            <Typography variant="h5" data-testid="pickup-recipient">
              {parcel.recipient_name}
            </Typography>
            <Typography variant="overline" component="p" sx={{ mt: 2 }}>
              {translate('admin.pickup.parcel')} · {parcel.batch_number}
            </Typography>
            <List dense data-testid="pickup-items" data-count={parcel.items.length}>
              {parcel.items.map((i) => (
                <ListItem key={i.id} disableGutters>
                  <ListItemText
                    primary={translate('admin.pickup.item', { name: i.name, quantity: i.quantity })}
                    secondary={translate('admin.pickup.weight', { weight: lb(i.weight) })}
                  />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" data-testid="pickup-total-weight">
              {translate('admin.pickup.totalWeight', { weight: lb(parcel.total_weight) })}
            </Typography>
            {handOver.error ? (
              <Alert severity="error" sx={{ mt: 2 }} data-testid="pickup-error">
                {failure(handOver.error)}
              </Alert>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
              <Button
                variant="contained"
                size="large"
                disabled={handOver.isPending}
                onClick={() => handOver.mutate(body())}
                data-testid="pickup-confirm"
              >
                {translate('admin.pickup.confirm')}
              </Button>
              <Button size="large" onClick={() => setParcel(null)}>
                {translate('admin.pickup.back')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
