import { useEffect, useId, useMemo, useRef } from 'react';
import { Box, Button, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import type { Translate } from './arrival-view';

/**
 * Photos taken with the phone's camera or picked from its files (`capture="environment"` opens the
 * back camera on a phone; elsewhere it is a file picker), shown as previews that can be removed.
 * Each pick adds to the list; the caller checks count, type and size (check-in-form.ts) and shows
 * the server's refusal through `error`.
 */
export function PhotoPicker(p: {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  t: Translate;
  label: string;
  testId: string;
  max: number;
  multiple?: boolean;
  error?: string;
  disabled?: boolean;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => p.photos.map((file) => URL.createObjectURL(file)), [p.photos]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const add = (files: FileList | null) => {
    if (files?.length) p.onChange([...p.photos, ...Array.from(files)]);
    // The same photo may be picked again after removing it.
    if (input.current) input.current.value = '';
  };
  return (
    <Box data-testid={p.testId} data-count={p.photos.length}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          component="label"
          htmlFor={inputId}
          disabled={p.disabled}
          aria-describedby={p.error ? `${inputId}-error` : undefined}
        >
          {p.label}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {p.t('order.arrival.photos.count', { count: p.photos.length, max: p.max })}
        </Typography>
      </Stack>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/*"
        capture="environment"
        multiple={p.multiple ?? true}
        hidden
        disabled={p.disabled}
        onChange={(e) => add(e.target.files)}
        data-testid={`${p.testId}-input`}
      />
      {p.photos.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1, mt: 1 }}>
          {p.photos.map((file, index) => (
            <Box key={previews[index]} sx={{ position: 'relative', aspectRatio: '1' }}>
              <Box
                component="img"
                src={previews[index]}
                alt={p.t('order.arrival.photos.preview', { number: index + 1 })}
                sx={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: 1, display: 'block' }}
                data-testid={`${p.testId}-preview`}
              />
              <IconButton
                size="small"
                onClick={() => p.onChange(p.photos.filter((_, i) => i !== index))}
                disabled={p.disabled}
                aria-label={p.t('order.arrival.photos.remove', { number: index + 1, name: file.name })}
                sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'background.paper', p: 0.25 }}
              >
                ×
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      {p.error && (
        <FormHelperText error id={`${inputId}-error`} data-testid={`${p.testId}-error`}>
          {p.error}
        </FormHelperText>
      )}
    </Box>
  );
}
