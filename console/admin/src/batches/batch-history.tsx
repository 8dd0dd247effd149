import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorText } from '../app/staff-mutation';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Slider,
  Stack,
  Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { BatchView } from '@machines/batch';
import { http } from '../app/http';
import { readSession } from '../app/session';
import { useBatchChanges } from '../app/live-refresh';
import type { HistoryAnswer } from '@contracts/batch/history';
import { foldTo, sameJson } from './history-fold';
import { ActorName } from '../app/actor-name';
import { rememberAccountNames } from '../app/account-name';
import { eventLabel } from './event-label';
import { useHkTime } from '../app/hk-time';
import { statusLabel } from '../app/status-label';
import { QuoteRevisionsCard } from './quote-revisions';
import { PointInTime } from './history-point';
import { HistoryHeader } from './history-header';

interface ServerPoint {
  at_revision: number;
  status: string | null;
  batch: BatchView;
}

/**
 * An auditor's view of one batch: every stored event, the hash chain's verdict, and a slider that
 * shows the whole batch after any event (folded here with machines/batch, checked against the
 * server's replay of the same point).
 */
export function BatchHistoryPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const hkTime = useHkTime();
  const [history, setHistory] = useState<HistoryAnswer>();
  const [error, setError] = useState<string>();
  const [selected, setSelected] = useState<number>();
  const [server, setServer] = useState<ServerPoint>();
  const [tick, setTick] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  useBatchChanges(useCallback(() => setTick((t) => t + 1), []));
  const toggleData = (revision: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (next.has(revision)) next.delete(revision);
      else next.add(revision);
      return next;
    });

  useEffect(() => {
    http.request<HistoryAnswer>('GET', `/api/admin/batches/${encodeURIComponent(id)}/history`).then(
      (answer) => {
        // Named by the server; the quote revisions below name the same people from here.
        rememberAccountNames(answer.results.map((r) => ({ id: r.actor_id, name: r.actor_name })));
        setHistory(answer);
        setSelected((current) => (current === undefined || current > answer.revision ? answer.revision : current));
      },
      (e: unknown) => setError(errorText(translate, e)),
    );
  }, [id, tick, translate]);

  useEffect(() => {
    if (selected === undefined) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new revision was picked: drop the old server fold before its own answer arrives
    setServer(undefined);
    let live = true;
    http
      .request<ServerPoint>('GET', `/api/admin/batches/${encodeURIComponent(id)}/history?at_revision=${selected}`)
      .then(
        (p) => live && setServer(p),
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [id, selected, tick]);

  const local = useMemo(
    () => (history && selected !== undefined ? foldTo(history.results, selected) : undefined),
    [history, selected],
  );
  const matches =
    local && server && server.at_revision === selected
      ? sameJson(JSON.parse(JSON.stringify(local)), server.batch)
      : undefined;

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!history || selected === undefined || !local)
    return <Typography sx={{ p: 2 }}>{translate('ra.page.loading')}</Typography>;
  const current = history.results.find((r) => r.revision === selected);
  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('admin.history.title', { batch: history.batch_number ?? id })} />
      <HistoryHeader batchId={id} batchNumber={history.batch_number} chain={history.chain} />
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography gutterBottom data-testid="history-selected">
            {translate('admin.history.after', { revision: selected, type: eventLabel(translate, current?.type) })}
          </Typography>
          <Slider
            data-testid="history-slider"
            min={0}
            max={history.revision}
            step={1}
            marks
            value={selected}
            onChange={(_, value: number | number[]) => setSelected(Array.isArray(value) ? value[0] : value)}
            valueLabelDisplay="auto"
            slotProps={{ input: { 'aria-label': translate('admin.history.slider') } }}
          />
          <PointInTime view={local} />
          <Box
            sx={{ mt: 1 }}
            data-testid="history-server-match"
            data-match={matches === undefined ? 'pending' : String(matches)}
          >
            {matches === undefined
              ? translate('admin.history.checking')
              : matches
                ? translate('admin.history.matchesServer')
                : translate('admin.history.differsFromServer')}
          </Box>
        </CardContent>
      </Card>
      <QuoteRevisionsCard batchId={id} />
      <List dense data-testid="history-events">
        {history.results.map((row) => (
          // Each event is a list item (axe `list`: a <ul> holds only <li>), its button and data inside.
          <ListItem key={row.revision} disablePadding sx={{ display: 'block' }}>
            <Stack useFlexGap direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
              <ListItemButton
                selected={row.revision === selected}
                onClick={() => setSelected(row.revision)}
                data-testid={`history-event-${row.revision}`}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                // The stored names (event type, command) for an auditor matching the export: on hover.
                title={[row.type, row.command].filter(Boolean).join(' · ')}
                data-event-type={row.type}
              >
                <ListItemText
                  primary={`#${row.revision} ${eventLabel(translate, row.type)} — ${statusLabel(translate, row.status_before)} → ${statusLabel(translate, row.status_after)}`}
                  secondary={
                    <>
                      {`${hkTime(row.at)} · `}
                      <ActorName id={row.actor_id} role={row.actor_role} name={row.actor_name} />
                      {` · ${row.hash ? row.hash.slice(0, 12) : translate('admin.history.noHash')}${row.chain_ok === false ? ` · ${translate('admin.history.brokenHere')}` : ''}`}
                    </>
                  }
                  slotProps={{ secondary: { color: row.chain_ok === false ? 'error' : 'text.secondary' } }}
                />
              </ListItemButton>
              <Button
                size="small"
                onClick={() => toggleData(row.revision)}
                aria-expanded={expanded.has(row.revision)}
                data-testid={`history-event-data-toggle-${row.revision}`}
              >
                {translate(expanded.has(row.revision) ? 'admin.history.hideData' : 'admin.history.showData')}
              </Button>
            </Stack>
            <Collapse in={expanded.has(row.revision)} unmountOnExit>
              {/* The event's stored data as is: what the auditor checks the hash and the fold against. */}
              <Box
                component="pre"
                aria-label={translate('admin.history.data')}
                data-testid={`history-event-data-${row.revision}`}
                sx={{
                  m: 0,
                  ml: 2,
                  mb: 1,
                  p: 1,
                  bgcolor: 'action.hover',
                  fontSize: 12,
                  overflowX: 'auto',
                  whiteSpace: 'pre-wrap',
                }}
              >
                {JSON.stringify(row.data, null, 2)}
              </Box>
            </Collapse>
          </ListItem>
        ))}
      </List>
      {readSession()?.role === 'auditor' ? (
        <Typography variant="caption">{translate('admin.history.readOnly')}</Typography>
      ) : null}
    </Box>
  );
}
