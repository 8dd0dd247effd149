import { Resource } from 'react-admin';
import { lazyView } from '../app/lazy-view';
import { REFERENCE_TABLES, type ReferenceResource } from './ops-data-provider';

// The ops pages are chunks of their own, like the other views (react-admin's lists, forms and
// inputs are then not part of what the sign-in page downloads).
const pages = () => import('./reference-pages');
const alerts = () => import('../alerts/alerts');
const ReferenceChangeList = lazyView(() => pages().then((m) => m.ReferenceChangeList), 'ReferenceChangeList');
const PaymentAlertList = lazyView(() => alerts().then((m) => m.PaymentAlertList), 'PaymentAlertList');
const TimerAlertList = lazyView(() => alerts().then((m) => m.TimerAlertList), 'TimerAlertList');

const MENU: Record<ReferenceResource, string> = {
  'ref-fee-rates': 'admin.ops.menu.feeRates',
  'ref-currency-rates': 'admin.ops.menu.currencyRates',
  'ref-featured-shops': 'admin.ops.menu.featuredShops',
  'ref-pickup-locations': 'admin.ops.menu.pickupLocations',
  'ref-prohibited-items': 'admin.ops.menu.prohibitedItems',
};

// Pages with a list only (read by staff and auditors alike).
const LIST_ONLY = [
  { name: 'ref-changes', list: ReferenceChangeList, label: 'admin.ops.menu.referenceChanges' },
  { name: 'payment-alerts', list: PaymentAlertList, label: 'admin.ops.menu.paymentAlerts' },
  { name: 'timer-alerts', list: TimerAlertList, label: 'admin.ops.menu.timerAlerts' },
];

// Built once: react-admin remounts a page whose component identity changes.
const PAGES = (Object.keys(REFERENCE_TABLES) as ReferenceResource[]).map((resource) => ({
  resource,
  list: lazyView(() => pages().then((m) => m.referenceList(resource)), `referenceList ${resource}`),
  edit: lazyView(() => pages().then((m) => m.referenceEdit(resource)), `referenceEdit ${resource}`),
  create: REFERENCE_TABLES[resource].creatable
    ? lazyView(() => pages().then((m) => m.referenceCreate(resource)), `referenceCreate ${resource}`)
    : undefined,
}));

/**
 * The ops resources as an array of <Resource> (react-admin reads the Admin's direct children, so
 * they are returned as elements, not wrapped in a component). Auditors read; only staff get forms.
 */
export function opsResources(permissions: string | null) {
  const staff = permissions === 'staff';
  return [
    ...PAGES.map((p) => (
      <Resource
        key={p.resource}
        name={p.resource}
        list={p.list}
        edit={staff ? p.edit : undefined}
        create={staff ? p.create : undefined}
        options={{ label: MENU[p.resource] }}
      />
    )),
    ...LIST_ONLY.map((r) => <Resource key={r.name} name={r.name} list={r.list} options={{ label: r.label }} />),
  ];
}
