import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    // WCAG AA (axe color-contrast): button text is dark wherever white would be under 4.5:1.
    contrastThreshold: 4.5,
    primary: { main: '#0b5c7a' },
    secondary: { main: '#e07a1f' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
  },
  shape: { borderRadius: 8 },
});
