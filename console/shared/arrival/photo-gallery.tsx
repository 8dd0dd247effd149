import { useState } from 'react';
import { Box, Button, ButtonBase, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ArrivalPhotoView } from '@contracts/batch/arrival';
import type { Translate } from './arrival-view';

const ZOOMS = [1, 1.5, 2, 3] as const;

/**
 * The arrival photos of a parcel or a dispute as thumbnails; a tap opens one full screen (on a
 * phone the dialog fills the screen), with previous / next and zoom steps; the zoomed photo scrolls
 * and pinches (touch-action) inside its frame. Both apps use it (each passes its translator).
 */
export function PhotoGallery(p: { photos: readonly ArrivalPhotoView[]; t: Translate; testId: string; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [zoom, setZoom] = useState(0);
  if (p.photos.length === 0) return null;
  const show = (index: number) => {
    setOpen(index);
    setZoom(0);
  };
  const current = open === null ? undefined : p.photos[open];
  const count = p.photos.length;
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(88px, 1fr))', gap: 1, my: 1 }}
        data-testid={p.testId}
        data-count={count}
      >
        {p.photos.map((photo, index) => (
          <ButtonBase
            key={photo.id}
            onClick={() => show(index)}
            aria-label={p.t('order.arrival.gallery.open', { label: p.label, number: index + 1, count })}
            sx={{ borderRadius: 1, overflow: 'hidden', aspectRatio: '1', bgcolor: 'action.hover' }}
            data-testid={`${p.testId}-photo`}
          >
            <Box
              component="img"
              src={photo.url}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Box>
      {current && open !== null && (
        <Dialog open onClose={() => setOpen(null)} fullWidth maxWidth="lg" data-testid={`${p.testId}-viewer`}>
          <DialogTitle>{p.t('order.arrival.gallery.title', { label: p.label, number: open + 1, count })}</DialogTitle>
          <DialogContent sx={{ p: 0, overflow: 'auto', touchAction: 'pan-x pan-y pinch-zoom', maxHeight: '75vh' }}>
            <Box
              component="img"
              src={current.url}
              alt={p.t('order.arrival.gallery.alt', { label: p.label, number: open + 1 })}
              sx={{ display: 'block', maxWidth: 'none', height: 'auto' }}
              // Inline: the width changes with every zoom step (no new style class per step).
              style={{ width: `${ZOOMS[zoom] * 100}%` }}
              data-testid={`${p.testId}-viewer-image`}
              data-zoom={ZOOMS[zoom]}
            />
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Stack direction="row" spacing={1}>
              <Button onClick={() => setZoom((z) => Math.max(z - 1, 0))} disabled={zoom === 0}>
                {p.t('order.arrival.gallery.zoomOut')}
              </Button>
              <Button
                onClick={() => setZoom((z) => Math.min(z + 1, ZOOMS.length - 1))}
                disabled={zoom === ZOOMS.length - 1}
                data-testid={`${p.testId}-zoom-in`}
              >
                {p.t('order.arrival.gallery.zoomIn')}
              </Button>
            </Stack>
            <Stack direction="row" spacing={1}>
              <Button onClick={() => show((open + count - 1) % count)} disabled={count < 2}>
                {p.t('order.arrival.gallery.previous')}
              </Button>
              <Button onClick={() => show((open + 1) % count)} disabled={count < 2}>
                {p.t('order.arrival.gallery.next')}
              </Button>
              <Button onClick={() => setOpen(null)}>{p.t('common.close')}</Button>
            </Stack>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}
