import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { Alert, Box, Button, Slide, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_STACK_ID, reserveRoomForNews, uncoverRefusals } from './notice-area';
import { NOTICE_REMOVAL_MS } from './notice-queue';
import type { NotificationStack } from './notification-stack';

/**
 * The notifications, stacked at the bottom (left on a wide screen), away from the header and from the
 * error alert at the top, and under the menus the header opens; each green with a Close button (spec
 * §8). A phone has no room for a stack: it shows the newest, saying how many more are up (all of them
 * are under the bell).
 */
export function NotificationStackView({ stack }: { stack: NotificationStack }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const all = useSyncExternalStore(stack.subscribe, stack.shown);
  const shown = phone ? all.slice(-1) : all;
  const more = all.filter((v) => v.open).length - shown.filter((v) => v.open).length;
  const box = useRef<HTMLDivElement>(null);
  const newest = shown.at(-1)?.id;
  // News coming after a refusal must not hide it (the refusal's own reveal ran before it came).
  useLayoutEffect(() => {
    reserveRoomForNews(box.current);
    if (box.current) uncoverRefusals();
  }, [newest, shown.length]);
  // Gone with the view, the room goes too (kept between news, or a page at its end would jump).
  useLayoutEffect(() => () => reserveRoomForNews(null), []);
  if (shown.length === 0) return null;
  return (
    <Box
      ref={box}
      id={NOTIFICATION_STACK_ID}
      data-testid="notification-stack"
      sx={{
        position: 'fixed',
        bottom: { xs: 8, sm: 24 },
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        maxWidth: { sm: 420 },
        // Under the layer of what the header opens (its menus, the bell's list, the phone's drawer)
        // and of dialogs: news never covers what the user is reaching for.
        zIndex: (theme) => theme.zIndex.appBar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        // The free space between the alerts lets clicks through to the page.
        pointerEvents: 'none',
      }}
    >
      {shown.map(({ id, notice, open }) => (
        <Slide key={id} in={open} direction="up" appear timeout={{ enter: 225, exit: NOTICE_REMOVAL_MS }}>
          <Alert
            severity="success"
            variant="filled"
            role="status"
            data-testid="notice-info"
            data-group={notice.group}
            sx={{ pointerEvents: 'auto' }}
            action={
              <Button color="inherit" size="small" onClick={() => stack.close(id)}>
                {t('common.close')}
              </Button>
            }
          >
            {notice.key ? t(notice.key, notice.params ?? {}) : (notice.text ?? '')}
            {more > 0 && (
              <Box component="span" sx={{ display: 'block', opacity: 0.85 }} data-testid="notice-more">
                {t('common.notices.more', { count: more })}
              </Box>
            )}
          </Alert>
        </Slide>
      ))}
    </Box>
  );
}
