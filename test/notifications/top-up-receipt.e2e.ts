/**
 * Paying a higher quote revision's increase (a top-up, docs/arrival.md) e-mails the requester its own
 * receipt, in their language: the items, the revised fees, why the quote changed, the totals before
 * and with the change, what the card was charged now (HKD) and the card's last four digits.
 */
import { expect } from '@jest/globals';
import { pendingRevision } from '@machines/batch';
import { SimulatorHost } from '../../src/dev/card-provider-simulator/simulator-host';
import { payTopUp } from '../arrival/top-up-givens';
import { givenAccount, mailSentTo, givenCapturedBatch, http, storedState, useAppWorld } from '../support/kit';

jest.mock('../../src/platform/web/web-root', () => ({ findCustomerAppRoot: () => '/nonexistent/customer-app' }));

/*
 * Hand-computed: Trail shoes US$120 and Water bottle US$30, international shipping US$10, service fee
 * US$18: US$178.00 = HK$1,388.40 paid and captured at the demo rate (7.80). Staff add a US$5 surcharge:
 * US$183.00 = HK$1,427.40, so the top-up charges HK$39.00.
 */
const CASES = [
  {
    language: 'en-hk',
    subject: 'Additional payment confirmed for',
    text: [
      'Receipt',
      'Reason for the change: Oversize handling',
      '- Trail shoes × 1: US$120.00',
      '- Water bottle × 1: US$30.00',
      'Service fee: US$18.00',
      'Shipping: US$10.00',
      'Other fees: US$5.00',
      'Total before the change: HK$1,388.40',
      'New total: HK$1,427.40 (US$183.00)',
      'Charged now: HK$39.00',
      'Paid with the card ending in 1111',
    ],
  },
  {
    language: 'zh-hk',
    subject: '補付款項已確認',
    text: [
      '收據',
      '調整原因: Oversize handling',
      '- Trail shoes × 1: US$120.00',
      '- Water bottle × 1: US$30.00',
      '服務費: US$18.00',
      '運費: US$10.00',
      '其他費用: US$5.00',
      '調整前總額: HK$1,388.40',
      '新總額: HK$1,427.40 (US$183.00)',
      '是次收取: HK$39.00',
      '已用尾號 1111 嘅信用卡付款',
    ],
  },
];

describe('the top-up receipt e-mail', () => {
  const world = useAppWorld();

  it.each(CASES)(
    'e-mails the requester a receipt of the increase paid ($language)',
    async ({ language, subject, text }) => {
      const t = world.app;
      const requester = await givenAccount(t, { accountType: 'r', language });
      const o = await givenCapturedBatch(t, requester.id);
      const staff = t.tokenFor({ id: 'staff-top-up-receipt', accountType: 's' });
      const before = (await storedState(t, o.batchId)).context.fees;
      const revised = await http(t, 'POST', `/api/admin/batches/${o.batchId}/quote_revisions`, staff, {
        reason: 'surcharge',
        additional_fee: (before?.additionalFee ?? 0) + 500,
        remark: 'Oversize handling',
      });
      expect(revised.status).toBe(200);
      const revision = pendingRevision((await storedState(t, o.batchId)).context);
      const paid = await payTopUp<{ code?: string }>(t, o, requester.token, revision?.id);
      expect([paid.status, paid.body.code]).toEqual([200, 'PAYMENT_SUCCESSFUL']);

      const mail = await mailSentTo(t.dataSource, requester.email, 'notification:top_up_confirmed');
      expect(mail.subject).toContain(subject);
      expect(mail.subject).toContain(o.batchNumber);
      // In this order: why, the items, the revised fees, the totals before and with the change, the card.
      const lines = mail.body.split('\n');
      expect(lines.filter((line) => text.includes(line))).toEqual(text);
      // The HTML part carries the same figures.
      const figures = text.filter((line) => line.includes(': ')).map((line) => line.split(': ')[1]);
      for (const figure of ['Trail shoes', 'Water bottle', ...figures, '1111']) expect(mail.html).toContain(figure);
      // The provider's notifications of this order land before the app stops.
      await t.app.get(SimulatorHost).simulator!.webhooks.idle();
    },
  );
});
