import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's light theme with colours that reach WCAG AA's 4.5:1 for text (axe color-contrast),
 * against white and react-admin's page background #fafafb:
 * - secondary (the app bar): MUI blue 800 #1565c0 under white text, 5.75:1 (the default #2196f3 is 3.1:1);
 * - primary (text and outlined buttons: filter, export, create, edit, links in lists): #1565c0 too,
 *   5.5:1 on the page background (MUI's #1976d2 is 4.41:1 there);
 * - warning (the expire and staff-action buttons): #a84300, 5.8:1 (MUI's #ed6c02 is 3.0:1);
 * - info: #01579b, 7.1:1 (MUI's #0288d1 is 3.7:1);
 * - the empty list's message: text.secondary (react-admin greys it with text.disabled, 2.5:1).
 */
/** MUI's `sm` breakpoint and below (600 px): the phone layout. */
const PHONE_ONLY = '@media (max-width: 599.95px)';

export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    warning: { light: '#ff9800', main: '#a84300', dark: '#7a3000', contrastText: '#fff' },
    info: { light: '#03a9f4', main: '#01579b', dark: '#002f6c', contrastText: '#fff' },
  },
  components: {
    ...defaultLightTheme.components,
    // A phone from 360 px wide: the page never scrolls sideways. There react-admin's layout is no
    // wider than the screen (it is min-width: fit-content, and flex items are as wide as their
    // content by default); toolbars, filter bars, chips and table cells wrap. Desktop is unchanged.
    RaLayout: {
      styleOverrides: { root: { [PHONE_ONLY]: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
    },
    RaList: { styleOverrides: { root: { [PHONE_ONLY]: { '& .RaList-main': { minWidth: 0 } } } } },
    RaDatagrid: { styleOverrides: { root: { [PHONE_ONLY]: { '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } } } } },
    // The page's title in the app bar: on a phone it wraps onto a second line in a smaller type
    // instead of being cut off with an ellipsis after a few letters.
    RaAppBar: {
      styleOverrides: {
        root: {
          [PHONE_ONLY]: {
            '& .RaAppBar-title': {
              fontSize: '1rem',
              lineHeight: 1.2,
              whiteSpace: 'normal',
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
            },
          },
        },
      },
    },
    // The language button on a phone: the short name and the arrow only, so the title keeps its room.
    RaLocalesMenuButton: {
      styleOverrides: {
        root: { [PHONE_ONLY]: { '& .MuiButton-root': { minWidth: 0, paddingLeft: 4, paddingRight: 4 } } },
      },
    },
    // A phone's list rows (SimpleList) wrap long words (an e-mail address, an SMS body) instead of widening the
    // page; the text at a row's right (a time, an amount) in text.secondary, 5.7:1 (react-admin fades it to 3.6:1).
    RaSimpleList: {
      styleOverrides: {
        root: {
          '& .MuiListItemText-root': { overflowWrap: 'anywhere', minWidth: 0 },
          '& .RaSimpleList-tertiary': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)', marginLeft: 8 },
        },
      },
    },
    RaTopToolbar: { styleOverrides: { root: { flexWrap: 'wrap', rowGap: 4 } } },
    RaListToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    RaFilterForm: { styleOverrides: { root: { flexWrap: 'wrap', minWidth: 0 } } },
    RaToolbar: { styleOverrides: { root: { flexWrap: 'wrap' } } },
    RaShow: { styleOverrides: { root: { [PHONE_ONLY]: { '& .RaShow-main': { minWidth: 0 } } } } },
    MuiCardContent: { styleOverrides: { root: { [PHONE_ONLY]: { overflowX: 'auto' } } } },
    // A long chip (a status, the chain verdict) wraps instead of pushing the page wider.
    MuiChip: {
      styleOverrides: {
        root: { maxWidth: '100%', [PHONE_ONLY]: { height: 'auto', minHeight: 32 } },
        label: { [PHONE_ONLY]: { whiteSpace: 'normal', overflowWrap: 'anywhere' } },
      },
    },
    // On a phone a table's cells break long words anywhere, so every table fits the screen without
    // a scrolling box (one with nothing focusable in it cannot be scrolled by keyboard: axe).
    MuiTableCell: {
      styleOverrides: { root: { [PHONE_ONLY]: { overflowWrap: 'anywhere', paddingLeft: 6, paddingRight: 6 } } },
    },
    MuiDialogContent: { styleOverrides: { root: { overflowWrap: 'anywhere' } } },
    RaEmpty: {
      styleOverrides: {
        root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } },
      },
    },
  },
};
