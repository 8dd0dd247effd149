import { useState } from 'react';
import { Box, Button, MenuItem, Tab, Tabs, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_GROUP_NAMES, LIST_TABS } from '@machines/batch/status-groups';
import type { BatchListKind } from '@contracts/batch/batch-list';
import { withGroup, withKind, type ListFilter } from './list-request';
import { SelectField } from '@shared/ui/select-field';

const KINDS: BatchListKind[] = ['requests', 'orders', 'archived'];

/** List kind, the spec's tabs (§2) as Status, the dashboard groups as Stage, and the search (item name or order ID). */
export function ListFilters({ filter, onChange }: { filter: ListFilter; onChange: (next: ListFilter) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(filter.search);
  const set = (patch: Partial<ListFilter>) => onChange({ ...filter, page: 1, ...patch });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, mb: 2 }}>
      <Tabs
        value={filter.kind}
        onChange={(_, kind: BatchListKind) => onChange(withKind(filter, kind))}
        aria-label={t('batch.list.kinds')}
      >
        {KINDS.map((kind) => (
          <Tab key={kind} value={kind} label={t(`batch.list.kind.${kind}`)} data-testid={`list-kind-${kind}`} />
        ))}
      </Tabs>
      <Box
        component="form"
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: search.trim() });
        }}
      >
        <TextField
          select
          size="small"
          label={t('batch.list.statusFilter')}
          value={filter.tab}
          onChange={(e) => set({ tab: e.target.value })}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'list-tab' } }}
        >
          <MenuItem value="">{t('batch.list.all')}</MenuItem>
          {LIST_TABS.map((tab) => (
            <MenuItem key={tab.key} value={tab.key}>
              {t(tab.labelKey)}
            </MenuItem>
          ))}
        </TextField>
        <SelectField
          size="small"
          label={t('batch.list.stageFilter')}
          value={filter.group}
          onChange={(group) => onChange(withGroup(filter, group))}
          sx={{ minWidth: 200 }}
          // The empty value first: every group.
          options={['', ...DASHBOARD_GROUP_NAMES]}
          optionLabel={(g) => (g ? t(`batch.group.${g}`) : t('batch.list.all'))}
          testId="list-group"
          optionTestId="list-group-option"
        />
        <TextField
          size="small"
          label={t('batch.list.searchByItem')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'list-search', maxLength: 50 } }}
        />
        <Button type="submit" variant="outlined" data-testid="list-search-submit">
          {t('batch.list.searchButton')}
        </Button>
      </Box>
    </Box>
  );
}
