/**
 * @jest-environment jsdom
 */
import { createElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18nWithResources } from '@shared/i18n/i18next-setup';
import type { StatusName } from '@machines/batch/statuses';
import { BUYER, REQUESTER } from '../../../../../machines/testing/batch-fixtures';
import { scenarioAt, steps, type Scenario } from '../../../../../machines/testing/batch-scenario';
import enHkStatus from '../../../../shared/locales/en-hk/status.json';
import enHkLists from '../../../../shared/locales/en-hk/batch.lists.json';
import enHkCommon from '../../../../shared/locales/en-hk/common.json';
import zhHkStatus from '../../../../shared/locales/zh-hk/status.json';
import zhHkLists from '../../../../shared/locales/zh-hk/batch.lists.json';
import zhHkCommon from '../../../../shared/locales/zh-hk/common.json';
import { audienceOf, orderDetail } from '../../batch-machine/order-fixture';
import { OrderHeadline } from './order-headline';

const i18n = createI18nWithResources('en-hk', {
  'en-hk': { status: enHkStatus, batch: enHkLists, common: enHkCommon },
  'zh-hk': { status: zhHkStatus, batch: zhHkLists, common: zhHkCommon },
});

/** The headline the order page shows at this machine state, in this language, to the requester or the buyer. */
function headline(s: Scenario, language: 'en-hk' | 'zh-hk', actor = REQUESTER) {
  void i18n.changeLanguage(language);
  render(
    createElement(I18nextProvider, {
      i18n,
      children: createElement(OrderHeadline, { detail: orderDetail(s.state, audienceOf(actor)) }),
    }),
  );
  const shown = screen.getByTestId('batch-status');
  const text = shown.textContent;
  cleanup();
  return text;
}

const at = (status: StatusName) => scenarioAt(status);
/** One of the two items refunded (machines/testing: item-1 of a desk lamp and a mug), the other sent on. */
const refundedThenSent = () => steps.sendTracking('item-2')(at('refunded'));

describe("the order's headline", () => {
  afterEach(cleanup);

  it('a refund of one of two items reads "1 of 2 items refunded", not "Refunded", to both sides', () => {
    const s = at('refunded');
    expect(s.state.context.items.map((i) => i.state)).toEqual(['refunded', 'purchased']);
    expect(headline(s, 'en-hk')).toBe('1 of 2 items refunded');
    expect(headline(s, 'en-hk', BUYER)).toBe('1 of 2 items refunded');
    expect(headline(s, 'zh-hk')).toBe('2 件物品中有 1 件已退款');
  });

  it('once the kept item moves on, the status comes first and the refunded count stays', () => {
    const s = refundedThenSent();
    expect(s.status).toBe('item_sent');
    expect(headline(s, 'en-hk')).toBe('Item Sent · 1 of 2 items refunded');
    expect(headline(s, 'zh-hk')).toBe('貨品已寄出 · 2 件物品中有 1 件已退款');
  });

  it('the whole order refunded, or nothing refunded, reads as the status alone', () => {
    expect(headline(at('all_refunded'), 'en-hk')).toBe('All Refunded');
    expect(headline(at('all_refunded'), 'zh-hk')).toBe('全部已退款');
    expect(headline(at('item_sent'), 'en-hk')).toBe('Item Sent');
    expect(headline(at('completed'), 'en-hk')).toBe('Completed');
  });
});
