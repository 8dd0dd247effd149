import { createTheme } from '@mui/material';

export const theme = createTheme({
  palette: {
    primary: { main: '#0b5c7a' },
    secondary: { main: '#e07a1f' },
    success: { main: '#2e7d32' },
    error: { main: '#c62828' },
  },
  shape: { borderRadius: 8 },
});
