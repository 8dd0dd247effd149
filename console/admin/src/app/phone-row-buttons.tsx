import type { ReactNode } from 'react';
import { Stack } from '@mui/material';

/**
 * A phone list row's own buttons (edit, expire, delete), stacked at the row's right end. The row
 * carrying them is not a link itself (a button inside a link is unreachable for a screen reader).
 */
export function PhoneRowButtons({ children }: { children: ReactNode }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end', ml: 1 }} data-testid="phone-row-buttons">
      {children}
    </Stack>
  );
}
