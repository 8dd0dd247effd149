import { useCallback, useEffect, useState } from 'react';
import {
  Badge,
  Box,
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

/**
 * The customer-support inbox: every support room with its unread count, kept live by the
 * `support:message` push to the `staff` room; a room opens beside the list and is answered live.
 */
export function SupportInbox() {
  const translate = useTranslate();
  const [rooms, setRooms] = useState<Room[]>([]);
  const [openRoom, setOpenRoom] = useState<string>();

  const load = useCallback(() => {
    http.request<SupportRooms>('GET', '/api/admin/support/rooms').then(
      (a) => setRooms(a.results),
      () => undefined,
    );
  }, []);
  useEffect(load, [load]);

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
        </Card>
        {current ? <RoomView room={current} onRead={markedRead} /> : null}
      </Stack>
    </Box>
  );
}
