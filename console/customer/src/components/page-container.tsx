import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';

/** Common frame of the content pages: one h1 and a readable width. */
export function PageContainer({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} data-testid={testId}>
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
