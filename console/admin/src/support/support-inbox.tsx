import { useCallback, useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Title, usePermissions, useTranslate } from 'react-admin';
import type { SupportMessageEvent } from '@shared/realtime/realtime.types';
import type { SupportRoom, SupportRooms } from '@contracts/admin';
import { http } from '../app/http';
import { useConsoleEvents } from '../app/live-refresh';
import { ChatPanel } from './chat-panel';
import { SupportIdentityPanel } from './support-identity-panel';

/** A support room of the inbox (GET /api/admin/support/rooms, src/people/chat README). */
type Room = SupportRoom;

/** The open room; staff reading it moves the team's shared read mark (auditors only look). */
function RoomView({ room, onRead }: { room: Room; onRead: () => void }) {
  const { permissions } = usePermissions<string>();
  const staff = permissions === 'staff';
  useEffect(() => {
    if (!staff || room.unread === 0) return;
    http.request('PUT', `/api/admin/support/rooms/${encodeURIComponent(room.room)}/read`).then(onRead, () => undefined);
  }, [staff, room.room, room.unread, onRead]);
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flex: 1, alignItems: 'flex-start', minWidth: 0 }}>
      <Card variant="outlined" sx={{ flex: 1 }}>
        <CardContent>
          <Typography variant="subtitle1" gutterBottom>
            {room.account_name || room.account_id}
          </Typography>
          <ChatPanel room={room.room} customers={[room.account_id]} testId="support" />
        </CardContent>
      </Card>
      <SupportIdentityPanel room={room.room} />
    </Stack>
  );
}

/** Newest activity first (ISO timestamps compare as text; a room without one goes last). */
const byActivity = (a: Room, b: Room) => (b.last_at ?? '').localeCompare(a.last_at ?? '');

/** The first page merged into what is shown: its rows replace theirs, the other loaded rooms stay. */
function merged(shown: Room[], fresh: Room[]): Room[] {
  const freshRooms = new Set(fresh.map((r) => r.room));
  return [...fresh, ...shown.filter((r) => !freshRooms.has(r.room))].sort(byActivity);
}

const roomsPath = (before?: string) =>
  `/api/admin/support/rooms${before ? `?before=${encodeURIComponent(before)}` : ''}`;

/**
 * The customer-support inbox: support rooms newest activity first, a page at a time ("Load more"
 * appends the next), with unread counts, kept live by the `support:message` push to the `staff`
 * room; a room opens beside the list and is answered live.
 */
export function SupportInbox() {
  const translate = useTranslate();
  const [rooms, setRooms] = useState<Room[]>([]);
  /** The cursor of the page after the ones shown; null when every room is shown. */
  const [next, setNext] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [openRoom, setOpenRoom] = useState<string>();

  /** The first page again, merged into the rooms shown (the pages loaded further down stay). */
  const load = useCallback(() => {
    http.request<SupportRooms>('GET', roomsPath()).then(
      (a) => {
        setRooms((shown) => merged(shown, a.results));
        // Once more pages were loaded, the cursor of the last one still holds.
        setNext((cursor) => (cursor === null || a.next === null ? a.next : cursor));
      },
      () => undefined,
    );
  }, []);
  useEffect(load, [load]);

  const loadMore = useCallback(() => {
    if (next === null) return;
    setLoadingMore(true);
    http
      .request<SupportRooms>('GET', roomsPath(next))
      .then(
        (a) => {
          setRooms((shown) => merged(shown, a.results));
          setNext(a.next);
        },
        () => undefined,
      )
      .finally(() => setLoadingMore(false));
  }, [next]);

  const onSupport = useCallback(
    (push: SupportMessageEvent) => {
      setRooms((list) => {
        const known = list.find((r) => r.room === push.room);
        if (!known) {
          load();
          return list;
        }
        const updated: Room = {
          ...known,
          last_message: push.message.message,
          last_at: push.message.created_at,
          unread: push.unread,
        };
        return [updated, ...list.filter((r) => r.room !== push.room)];
      });
    },
    [load],
  );
  // Reloaded on every (re)connect: support messages sent while the socket was down are not replayed.
  useConsoleEvents((event) => {
    if (event.kind === 'support') onSupport(event.payload);
    else if (event.kind === 'connected') load();
  });

  const markedRead = useCallback(
    () => setRooms((list) => list.map((r) => (r.room === openRoom ? { ...r, unread: 0 } : r))),
    [openRoom],
  );
  const current = rooms.find((r) => r.room === openRoom);

  return (
    <Box sx={{ p: 2 }}>
      <Title title={translate('admin.support.title')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
        <Card variant="outlined" sx={{ width: 360, maxWidth: '100%' }}>
          {rooms.length === 0 ? (
            <CardContent>
              <Typography>{translate('admin.support.empty')}</Typography>
            </CardContent>
          ) : null}
          <List dense data-testid="support-rooms">
            {rooms.map((r) => (
              // A list item around each room's button (axe `list`: a <ul> holds only <li>).
              <ListItem key={r.room} disablePadding>
                <ListItemButton
                  selected={r.room === openRoom}
                  onClick={() => setOpenRoom(r.room)}
                  data-testid={`support-room-${r.account_id}`}
                >
                  <ListItemText primary={r.account_name || r.account_id} secondary={r.last_message} />
                  <Badge
                    color="error"
                    badgeContent={r.unread}
                    data-testid={`support-unread-${r.account_id}`}
                    data-unread={r.unread}
                    sx={{ mr: 1 }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {next !== null ? (
            <CardContent sx={{ pt: 0 }}>
              <Button fullWidth onClick={loadMore} disabled={loadingMore} data-testid="support-more">
                {translate('admin.support.more')}
              </Button>
            </CardContent>
          ) : null}
        </Card>
        {current ? <RoomView room={current} onRead={markedRead} /> : null}
      </Stack>
    </Box>
  );
}
