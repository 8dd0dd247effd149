import { useCallback, useEffect, useState } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SupportRoomIdentity } from '@contracts/chat';
import { http } from '../app/http';
import { useConsoleEvents } from '../app/live-refresh';

type Identity = NonNullable<SupportRoomIdentity['identity']>;

/**
 * Beside a support conversation: who started the support widget (spec §7: account id, first name,
 * e-mail, language, request and order counts), as the server checked it by its hash. Reloaded when
 * the room changes and on each message in it (a customer starts the widget before writing).
 */
export function SupportIdentityPanel({ room }: { room: string }) {
  const translate = useTranslate();
  const [identity, setIdentity] = useState<Identity | null>(null);
  const load = useCallback(() => {
    http.request<SupportRoomIdentity>('GET', `/api/admin/support/rooms/${encodeURIComponent(room)}/identity`).then(
      (a) => setIdentity(a.identity),
      () => undefined,
    );
  }, [room]);
  useEffect(load, [load]);
  useConsoleEvents((event) => {
    if (event.kind === 'support' && event.payload.room === room) load();
  });
  const rows: Array<[string, string | number]> = identity
    ? [
        ['accountId', identity.account_id],
        ['firstName', identity.first_name || '—'],
        ['email', identity.email || '—'],
        ['language', identity.language],
        ['requestCount', identity.request_count],
        ['orderCount', identity.order_count],
      ]
    : [];
  return (
    <Card variant="outlined" sx={{ width: 260 }} data-testid="support-identity">
      <CardContent>
        <Typography variant="subtitle2" gutterBottom>
          {translate('admin.support.identity.title')}
        </Typography>
        {identity ? (
          rows.map(([key, value]) => (
            <Typography key={key} variant="body2" data-testid={`support-identity-${key}`}>
              {translate(`admin.support.identity.${key}`)}: {value}
            </Typography>
          ))
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid="support-identity-none">
            {translate('admin.support.identity.none')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
