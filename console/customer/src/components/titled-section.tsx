import type { ReactNode } from 'react';
import { Box, Paper, Typography, type TypographyProps } from '@mui/material';

/** A title with a line of explanation under it, in the secondary colour. */
export function HeadingWithHint({
  title,
  hint,
  variant = 'h6',
  component = 'h2',
  color,
  hintGap = 2,
}: {
  title: string;
  hint: string;
  variant?: TypographyProps['variant'];
  component?: 'h1' | 'h2' | 'h3';
  color?: TypographyProps['color'];
  /** Space under the hint: none where it ends a card. */
  hintGap?: number;
}) {
  return (
    <>
      <Typography variant={variant} component={component} gutterBottom color={color}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: hintGap }}>
        {hint}
      </Typography>
    </>
  );
}

/** One outlined section of the account page: its heading and hint, then what it offers. */
export function AccountSection({
  title,
  hint,
  borderColor,
  testId,
  children,
}: {
  title: string;
  hint: string;
  /** A section that warns (account deletion) is outlined in the error colour. */
  borderColor?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderColor }} component="section" data-testid={testId}>
      <HeadingWithHint title={title} hint={hint} />
      {children}
    </Paper>
  );
}

/** One outlined section of a page under its own heading (no hint). */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section">
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** An outlined panel of the order page with its heading (and an action beside it, e.g. Approve all). */
export function TitledPanel(p: {
  title: string;
  testId: string;
  action?: ReactNode;
  data?: Record<`data-${string}`, string | number>;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" data-testid={p.testId} {...p.data}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          {p.title}
        </Typography>
        {p.action}
      </Box>
      {p.children}
    </Paper>
  );
}
