import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One titled part of a show page (a batch's, a shipment's): an outlined card with its translated heading. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
