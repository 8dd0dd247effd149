import { useMediaQuery, type Theme } from '@mui/material';

/** A phone-sized screen (below MUI's `sm`, 600 px): lists become react-admin's SimpleList there. */
export function usePhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
