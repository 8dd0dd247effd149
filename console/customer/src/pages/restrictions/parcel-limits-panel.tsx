import { List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const RULES = ['preciousParcel', 'preciousWaybill', 'knifeBlade', 'sides', 'weight', 'volumetric'] as const;

/** Spec §9 parcel limits as the restrictions page states them (the rules: machines/pricing precious-goods.ts and parcel-limits.ts, applied by machines/batch/batch.parcel-rules.ts). */
export function ParcelLimitsPanel() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="parcel-limits">
      <Typography variant="h6" component="h2" gutterBottom>
        {t('restrictions.parcelLimits.title')}
      </Typography>
      <List dense>
        {RULES.map((rule) => (
          <ListItem key={rule} data-testid={`parcel-limit-${rule}`} disableGutters>
            <ListItemText primary={t(`restrictions.parcelLimits.${rule}`)} />
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" color="text.secondary">
        {t('restrictions.parcelLimits.warning')}
      </Typography>
    </Paper>
  );
}
