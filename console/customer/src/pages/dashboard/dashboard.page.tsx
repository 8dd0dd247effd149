import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Container,
  Grid,
  Pagination,
  Paper,
  Stack,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@shared/i18n/error-key';
import { useSession } from '../../app/services';
import { NotificationsList } from '../../layout/notifications/notifications-list';
import { BatchListTable } from './batch-list-table';
import { BatchListCards } from './batch-list-cards';
import { ListFilters } from './list-filters';
import { INITIAL_FILTER, listRequest, withArrival, type ListFilter } from './list-request';
import { ArrivalTabs } from './arrival-tabs';
import { useBatchList } from './use-batch-list';
import { useElementWidth } from '../../components/use-element-width';

/** Spec §7: list page size 12. */
const PAGE_SIZE = 12;
/** Up to this screen width the orders are cards before the list has been measured (the first paint on a phone). */
const PHONE = '(max-width:600px)';
/**
 * Narrower than this the list's table would scroll sideways inside its box, its last columns off
 * the screen (a tablet, a phone on its side, the list beside the notifications column just above
 * 1200 px): the rows are cards then. The table's columns at their narrowest (the item with its
 * picture at 220 px, count, total, status, Chat, Details, last update) take about 760 px in
 * English; the rest is room for longer status names.
 */
const TABLE_MIN_WIDTH = 800;

/** Signed-in landing: My Requests (requests, orders, archive) with tabs, groups, search and pages, live. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const [filter, setFilter] = useState<ListFilter>(INITIAL_FILTER);
  const request = listRequest(filter, PAGE_SIZE);
  const { state, reload } = useBatchList(request.kind, request.query);
  // The welcome text is for accounts with nothing at all; paid batches live in the orders list.
  const orders = useBatchList('orders', { page: 1, page_size: 1 });
  const hasOrders = orders.state.status !== 'ready' || orders.state.page.count > 0;
  const name = session?.firstName ?? session?.email ?? '';
  const buyer = session?.accountType === 'b';
  const page = state.page;
  const filtered = filter.tab !== '' || filter.group !== '' || filter.search !== '' || filter.arrival !== '';
  const empty = state.status === 'ready' && page?.count === 0;
  const phone = useMediaQuery(PHONE, { noSsr: true });
  // By the room the list has, not the screen's width: the side column takes a quarter from 1200 px.
  const [listBox, listWidth] = useElementWidth<HTMLDivElement>();
  const cards = listWidth === undefined ? phone : listWidth < TABLE_MIN_WIDTH;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }} data-testid="page-dashboard">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flex: 1 }} data-testid="dashboard-welcome">
          {t('dashboard.welcome', { name })}
        </Typography>
        {buyer && (
          <Button variant="outlined" component={RouterLink} to="/dashboard/statistics" data-testid="statistics-link">
            {t('statistics.link')}
          </Button>
        )}
        {!buyer && (
          <Button variant="contained" component={RouterLink} to="/dashboard/batchRequest" data-testid="new-request">
            {t('dashboard.newRequest')}
          </Button>
        )}
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 9 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} ref={listBox}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('batch.list.title')}
            </Typography>
            <ListFilters filter={filter} onChange={setFilter} />
            <ArrivalTabs buyer={buyer} current={filter.arrival} onPick={(tab) => setFilter(withArrival(filter, tab))} />
            {state.status === 'error' && (
              <Alert
                severity="error"
                sx={{ mb: 2 }}
                data-testid="batch-list-error"
                action={
                  <Button color="inherit" size="small" onClick={reload}>
                    {t('common.retry')}
                  </Button>
                }
              >
                {t(errorKey(state.error, (k) => i18n.exists(k)))}
              </Alert>
            )}
            {empty && !filtered && filter.kind === 'requests' && !hasOrders ? (
              <Stack spacing={2} data-testid="dashboard-empty">
                <Typography>{t(buyer ? 'dashboard.emptyBuyer' : 'dashboard.emptyRequester')}</Typography>
              </Stack>
            ) : empty ? (
              <Typography color="text.secondary" data-testid="batch-list-none">
                {t('batch.list.none')}
              </Typography>
            ) : (
              page && (cards ? <BatchListCards rows={page.results} /> : <BatchListTable rows={page.results} />)
            )}
            {page && page.count > PAGE_SIZE && (
              <Pagination
                sx={{ mt: 2 }}
                count={Math.ceil(page.count / PAGE_SIZE)}
                page={filter.page}
                onChange={(_, p) => setFilter({ ...filter, page: p })}
                data-testid="batch-list-pages"
              />
            )}
            {page?.count_capped && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="batch-list-count-capped">
                {t('batch.list.countCapped', { total: page.count.toLocaleString(i18n.language) })}
              </Typography>
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, lg: 3 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {t('dashboard.notifications.title')}
            </Typography>
            <NotificationsList testId="dashboard-notifications" />
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}
