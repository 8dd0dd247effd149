import { MAX_PAYLOAD_BYTES } from '../../platform/realtime/realtime-channel';
import type { BatchItem } from '@machines/batch';
import {
  EMAIL_PURPOSES,
  emailTargets,
  mayEmail,
  hongKongTime,
  NOTIFICATION_TAGS,
  notificationTargets,
  SMS_PURPOSES,
} from './notification-rules';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  compileTemplate,
  findLocalesDir,
  interpolate,
  NOTIFICATION_LOCALES,
  NotificationTemplates,
} from './notification-templates';

const batch = { requesterId: 'req-1', buyerId: 'buyer-1' };
const ev = (type: string, data: Record<string, unknown> = {}) => ({ type, data });

describe('notification rules', () => {
  it('tells the other party, never the actor', () => {
    expect(notificationTargets(ev('RequestAccepted'), batch, 'buyer-1')).toEqual([
      { recipientId: 'req-1', tag: 'request_accepted' },
    ]);
    expect(notificationTargets(ev('RequestConfirmed'), batch, 'req-1')).toEqual([
      { recipientId: 'buyer-1', tag: 'request_confirmed' },
    ]);
    expect(notificationTargets(ev('RequestCanceled'), batch, 'req-1')).toEqual([
      { recipientId: 'buyer-1', tag: 'request_canceled' },
    ]);
    expect(notificationTargets(ev('RequestCanceled'), batch, 'staff-1')).toEqual([
      { recipientId: 'req-1', tag: 'request_canceled' },
      { recipientId: 'buyer-1', tag: 'request_canceled' },
    ]);
  });

  it('gives each side its own text where they differ', () => {
    expect(notificationTargets(ev('BuyerAssigned'), batch, 'system:buyer-assignment')).toEqual([
      { recipientId: 'req-1', tag: 'buyer_assigned' },
      { recipientId: 'buyer-1', tag: 'request_assigned' },
    ]);
    expect(notificationTargets(ev('PaymentAuthorised'), batch, undefined)).toEqual([
      { recipientId: 'req-1', tag: 'payment_successful' },
      { recipientId: 'buyer-1', tag: 'order_paid' },
    ]);
  });

  it('skips a side that does not exist yet and events that concern nobody', () => {
    expect(notificationTargets(ev('RequestCanceled'), { requesterId: 'req-1', buyerId: null }, 'req-1')).toEqual([]);
    expect(notificationTargets(ev('RequestSubmitted'), batch, 'req-1')).toEqual([]);
    expect(notificationTargets(ev('BuyerRemarkAdded'), batch, 'buyer-1')).toEqual([]);
  });

  it('tells the buyer a request was taken from, and the new one, on a reassignment', () => {
    expect(
      notificationTargets(
        ev('BuyerAssigned', { buyerId: 'buyer-2', previousBuyerId: 'buyer-1' }),
        { requesterId: 'req-1', buyerId: 'buyer-2' },
        'system:buyer-assignment',
      ),
    ).toEqual([
      { recipientId: 'req-1', tag: 'buyer_assigned' },
      { recipientId: 'buyer-2', tag: 'request_assigned' },
      { recipientId: 'buyer-1', tag: 'request_reassigned' },
    ]);
    expect(
      notificationTargets(ev('BuyerAssigned', { buyerId: 'buyer-1', previousBuyerId: null }), batch, 'staff-1'),
    ).toHaveLength(2);
  });

  it('tells the other side of coupon, warehouse, combine and merge changes', () => {
    for (const type of ['CouponApplied', 'CouponRemoved', 'WarehouseUpdated', 'RequestsCombined']) {
      expect(notificationTargets(ev(type), batch, 'req-1').map((t) => t.recipientId)).toEqual(['buyer-1']);
    }
    expect(notificationTargets(ev('CouponUpdated'), batch, 'buyer-1')).toEqual([
      { recipientId: 'req-1', tag: 'coupon_updated' },
    ]);
    expect(notificationTargets(ev('WarehouseUpdated'), batch, 'buyer-1')).toEqual([
      { recipientId: 'req-1', tag: 'warehouse_updated' },
    ]);
    expect(notificationTargets(ev('RequestMerged', { targetBatchNumber: 'BN2' }), batch, 'req-1')).toEqual([
      { recipientId: 'buyer-1', tag: 'request_merged', params: { targetBatchNumber: 'BN2' } },
    ]);
  });

  it('e-mails the other side about declines, cancellations, purchases, shipping, completion and refunds, never the actor', () => {
    expect(emailTargets('RequestDeclined', batch, 'buyer-1')).toEqual([
      { recipientId: 'req-1', purpose: 'request_declined' },
    ]);
    expect(emailTargets('RequestCanceled', batch, 'req-1')).toEqual([
      { recipientId: 'buyer-1', purpose: 'request_canceled' },
    ]);
    expect(emailTargets('RequestCanceled', { requesterId: 'req-1', buyerId: null }, 'system:overdue')).toEqual([
      { recipientId: 'req-1', purpose: 'request_canceled' },
    ]);
    expect(emailTargets('PaymentCanceled', batch, 'staff-1').map((t) => t.recipientId)).toEqual(['req-1', 'buyer-1']);
    expect(emailTargets('ItemsPurchased', batch, 'buyer-1')).toEqual([
      { recipientId: 'req-1', purpose: 'items_purchased' },
    ]);
    expect(emailTargets('TrackingSent', batch, 'buyer-1')).toEqual([
      { recipientId: 'req-1', purpose: 'tracking_sent' },
    ]);
    expect(emailTargets('OrderCompleted', batch, 'req-1')).toEqual([
      { recipientId: 'buyer-1', purpose: 'order_completed' },
    ]);
    expect(emailTargets('ItemsRefunded', batch, 'staff-1')).toEqual([
      { recipientId: 'req-1', purpose: 'items_refunded' },
    ]);
    expect(emailTargets('OrderStatusUpdated', batch, 'buyer-1')).toEqual([]);
  });

  it('e-mails the submission receipt, the new assignment, ready for payment and the payment and top-up receipts', () => {
    expect(emailTargets('RequestSubmitted', batch)).toEqual([{ recipientId: 'req-1', purpose: 'request_submitted' }]);
    expect(emailTargets('BuyerAssigned', batch)).toEqual([{ recipientId: 'buyer-1', purpose: 'request_assigned' }]);
    expect(emailTargets('PaymentRequested', batch)).toEqual([{ recipientId: 'req-1', purpose: 'ready_for_payment' }]);
    expect(emailTargets('PaymentAuthorised', batch)).toEqual([{ recipientId: 'req-1', purpose: 'payment_confirmed' }]);
    // Paying a higher revision's increase is a payment too: its own receipt, whoever else acted.
    expect(mayEmail('TopUpPaymentAuthorised')).toBe(true);
    expect(emailTargets('TopUpPaymentAuthorised', batch, 'system')).toEqual([
      { recipientId: 'req-1', purpose: 'top_up_confirmed' },
    ]);
    expect(emailTargets('RequestAccepted', batch)).toEqual([]);
  });
});

describe('the arrival review reminder', () => {
  const items = [
    { id: 'item-1', name: 'Trail shoes' },
    { id: 'item-2', name: 'Water bottle' },
  ] as BatchItem[];
  const reminded = ev('ArrivalReviewReminded', {
    itemIds: ['item-2', 'item-1'],
    autoApproveAt: '2026-06-04T08:00:00.000Z',
  });

  it('tells the requester in the app, by e-mail and by SMS, naming the items and the time in Hong Kong', () => {
    expect(notificationTargets(reminded, { ...batch, items }, 'system:timers')).toEqual([
      {
        recipientId: 'req-1',
        tag: 'arrival_review_reminder',
        params: { items: 'Water bottle, Trail shoes', autoApproveAt: '2026-06-04 16:00' },
      },
    ]);
    expect(emailTargets('ArrivalReviewReminded', batch, 'system:timers')).toEqual([
      { recipientId: 'req-1', purpose: 'arrival_review_reminder' },
    ]);
    expect(SMS_PURPOSES.has('arrival_review_reminder')).toBe(true);
  });

  it('writes Hong Kong time (UTC+8) across the date line', () => {
    expect(hongKongTime('2026-06-04T20:30:00.000Z')).toBe('2026-06-05 04:30');
  });
});

describe('notification templates (console/shared/locales/*/notifications.json)', () => {
  const templates = new NotificationTemplates();
  const params = {
    batchNumber: 'BN20261123000001',
    items: 'Trail shoes',
    autoApproveAt: '2026-06-04 16:00',
    daysLeft: '3',
    until: '2026-06-18 16:00',
    days: '7',
  };

  it('has every tag the rules produce in every locale, each naming the batch', () => {
    for (const tag of NOTIFICATION_TAGS) {
      expect(templates.hasTag(tag)).toBe(true);
      const content = templates.content(tag, { ...params, targetBatchNumber: 'BN2' });
      expect(Object.keys(content).sort()).toEqual([...NOTIFICATION_LOCALES].sort());
      for (const text of Object.values(content)) {
        expect(text).toContain(params.batchNumber);
        expect(text).not.toContain('{{');
      }
    }
  });

  it('has every e-mail in every locale, the submission notice naming the 24-48 hour wait', () => {
    for (const purpose of EMAIL_PURPOSES) {
      for (const locale of NOTIFICATION_LOCALES) {
        const mail = templates.email(purpose, locale, params);
        expect(mail.subject).toContain(params.batchNumber);
        expect(mail.body).toContain(params.batchNumber);
      }
    }
    expect(templates.email('request_submitted', 'en-us', params).body).toContain('24-48 hours');
    for (const locale of NOTIFICATION_LOCALES)
      expect(templates.email('arrival_review_reminder', locale, params).body).toContain('Trail shoes');
  });

  it('has every SMS in every locale, short, naming the order, the items and the time', () => {
    for (const purpose of SMS_PURPOSES)
      for (const locale of NOTIFICATION_LOCALES) {
        const sms = templates.sms(purpose, locale, params);
        // The arrival reminder names the items and their approval time; the pickup ones the end of free storage.
        const parts = purpose.startsWith('pickup_')
          ? [params.batchNumber, params.until]
          : [params.batchNumber, params.items, params.autoApproveAt];
        for (const part of parts) expect(sms).toContain(part);
        expect(sms).not.toContain('{{');
        expect(sms.length).toBeLessThan(200);
      }
  });

  it('keeps a notification:new push far below the NOTIFY payload limit', () => {
    for (const tag of NOTIFICATION_TAGS) {
      const item = {
        notification: {
          id: 'x'.repeat(36),
          tag,
          metadata: { batch_id: 'x'.repeat(36), ...params },
          content: templates.content(tag, params),
        },
      };
      expect(
        Buffer.byteLength(
          JSON.stringify({ rooms: ['account:' + 'x'.repeat(64)], event: 'notification:new', data: item }),
        ),
      ).toBeLessThan(MAX_PAYLOAD_BYTES / 2);
    }
  });

  it('interpolates like i18next and leaves unknown placeholders visible', () => {
    expect(interpolate('A {{ batchNumber }} {{other}}', params)).toBe('A BN20261123000001 {{other}}');
  });

  it('renders a compiled template as interpolate does, for every tag and language', () => {
    for (const template of ['', 'plain', '{{batchNumber}}', 'A {{ batchNumber }} {{other}} B', '{{x}}{{batchNumber}}.'])
      expect(compileTemplate(template)(params)).toBe(interpolate(template, params));
    const templates = new NotificationTemplates();
    const files = NOTIFICATION_LOCALES.map(
      (l) =>
        JSON.parse(readFileSync(join(findLocalesDir(), l, 'notifications.json'), 'utf8')) as {
          tags: Record<string, string>;
        },
    );
    for (const tag of Object.keys(files[0].tags)) {
      const many = { ...params, targetBatchNumber: 'BN2', count: '3' };
      const content = templates.content(tag, many);
      NOTIFICATION_LOCALES.forEach((l, i) => expect(content[l]).toBe(interpolate(files[i].tags[tag], many)));
    }
  });
});
