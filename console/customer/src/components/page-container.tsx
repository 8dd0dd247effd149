import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';

/** Common frame of the content pages: one h1 and a readable width. */
export function PageContainer({
  title,
  intro,
  children,
  testId,
  maxWidth = 'lg',
  py = { xs: 3, md: 5 },
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId: string;
  /** A form page reads better narrower ('md'). */
  maxWidth?: 'md' | 'lg';
  /** The working pages (forms, figures) keep a tighter frame than the content pages. */
  py?: number | { xs: number; md: number };
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py }} data-testid={testId}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Container>
  );
}
