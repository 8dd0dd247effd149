import { command, STAFF, SYSTEM } from '@machines/testing/batch-fixtures';
import { scenarioAt, Scenario, steps } from '@machines/testing/batch-scenario';
import { evolveFacts, initialFacts, STATUS_NAMES, type BatchEvent, type BatchEventType } from '@machines/batch';
import { loadConfig } from '../../platform/config/app-config';
import {
  currentEpisode,
  READY_FOR_PAYMENT,
  STATUS_ONLY_TIMER_STATUSES,
  TIMER_FREE_EVENTS,
  TIMER_NEUTRAL_EVENTS,
  TIMERS,
  timerByKind,
  timerChanges,
  timerRuns,
  type TimerKind,
} from './timer-definitions';

const ids = (events: readonly BatchEvent[]) => events.map((event, n) => ({ eventId: `e${n}`, event }));
const holding = (status: Parameters<typeof scenarioAt>[0]) =>
  (['overdue-unpaid', 'purchase-deadline', 'abandon', 'pickup-reminder', 'pickup-overdue'] as TimerKind[]).filter((k) =>
    timerByKind(k).holds(scenarioAt(status).state),
  );

describe('timer definitions', () => {
  it('a timer-neutral event (remark, robot toggle) starts or stops no timer in any status', () => {
    const neutral: BatchEvent[] = [
      { type: 'BuyerRemarkAdded', data: { remark: 'checked' } },
      { type: 'AutoWorkflowToggled', data: { enabled: true } },
      { type: 'AutoWorkflowToggled', data: { enabled: false } },
    ];
    expect(new Set(neutral.map((e) => e.type))).toEqual(TIMER_NEUTRAL_EVENTS);
    let taken = 0;
    for (const status of STATUS_NAMES) {
      const state = scenarioAt(status).state;
      for (const event of neutral) {
        const after = evolveFacts(state, event);
        if (after !== state) taken += 1;
        expect(timerChanges(state, after)).toEqual([]);
      }
    }
    // The events are really applied in most statuses, not only ignored.
    expect(taken).toBeGreaterThan(60);
  });

  it('the timer-free events, read off the transition table, are the early and unpaid moves that keep a timer as it was', () => {
    expect([...TIMER_FREE_EVENTS].sort()).toEqual(
      [
        'AutoWorkflowToggled',
        'BuyerRemarkAdded',
        'CheckoutStarted',
        'CouponApplied',
        'CouponRemoved',
        'CouponUpdated',
        'PaymentFailed',
        'RequestAccepted',
        'RequestConfirmed',
        'RequestCreated',
        'RequestMerged',
        'RequestSubmitted',
        'RequestsCombined',
        'ServiceFeeWaived',
      ].sort(),
    );
    // Ones that do move a timer stay out: payment, a reassignment out of an unpaid status, modifying items.
    for (const type of ['PaymentAuthorised', 'BuyerAssigned', 'ItemsModified', 'RequestCanceled'] as BatchEventType[])
      expect(TIMER_FREE_EVENTS.has(type)).toBe(false);
  });

  it('in the statuses before payment, only overdue-unpaid can hold, and by status alone', () => {
    for (const status of STATUS_ONLY_TIMER_STATUSES.filter((s) => s !== 'none')) {
      const state = scenarioAt(status).state;
      expect({ status, holding: TIMERS.filter((t) => t.holds(state)).map((t) => t.kind) }).toEqual({
        status,
        holding: READY_FOR_PAYMENT.includes(state.value) ? ['overdue-unpaid'] : [],
      });
    }
  });

  it('no timer-free event starts or stops a timer in any history the scenarios write', () => {
    let checked = 0;
    for (const status of STATUS_NAMES) {
      let state = initialFacts;
      for (const event of scenarioAt(status).events) {
        const after = evolveFacts(state, event);
        if (TIMER_FREE_EVENTS.has(event.type)) {
          checked += 1;
          expect({ status, type: event.type, changes: timerChanges(state, after) }).toEqual({
            status,
            type: event.type,
            changes: [],
          });
        }
        state = after;
      }
    }
    expect(checked).toBeGreaterThan(STATUS_NAMES.length);
  });

  it('each condition holds exactly where the timer watches', () => {
    expect(holding('accepted')).toEqual([]);
    expect(holding('modified')).toEqual(['overdue-unpaid']);
    expect(holding('requested_payment')).toEqual(['overdue-unpaid']);
    expect(holding('confirmed')).toEqual(['overdue-unpaid']);
    expect(holding('paying')).toEqual(['overdue-unpaid']);
    expect(holding('payment_authorized')).toEqual(['purchase-deadline']);
    expect(holding('paid')).toEqual(['purchase-deadline']);
    expect(holding('manual')).toEqual(['purchase-deadline']);
    expect(holding('wait_for_auto_purchase')).toEqual(['purchase-deadline']);
    expect(holding('partially_purchased')).toEqual([]);
    expect(holding('bns_in')).toEqual(['pickup-reminder', 'pickup-overdue']);
    expect(holding('bns_complete')).toEqual([]);
    const overdueAtPickup = scenarioAt('bns_in').run(
      command('MarkPickupOverdue', {}, SYSTEM, '2026-03-15T10:00:00.000Z'),
    );
    expect(
      (['abandon', 'pickup-overdue'] as TimerKind[]).filter((k) => timerByKind(k).holds(overdueAtPickup.state)),
    ).toEqual(['abandon']);
    expect(holding('bns_out')).toEqual([]);
    expect(holding('completed')).toEqual([]);
  });

  it('an episode starts when the condition starts holding and survives moves inside it', () => {
    const s = scenarioAt('requested_payment');
    const n = s.events.length;
    steps.confirm(s); // requested_payment → confirmed: same episode
    const episode = currentEpisode('overdue-unpaid', ids(s.events));
    expect(episode.eventId).toBe(`e${n - 1}`);
  });

  it('leaving the condition ends the episode; coming back starts a new one', () => {
    const s = scenarioAt('payment_authorized');
    const paidAt = s.events.length - 1;
    expect(currentEpisode('purchase-deadline', ids(s.events)).eventId).toBe(`e${paidAt}`);
    s.run(command('SendToRobot', {}, STAFF));
    s.run(command('RecordRobotFailure', { code: 'X', message: 'no' }, SYSTEM));
    expect(currentEpisode('purchase-deadline', ids(s.events)).eventId).toBe(`e${paidAt}`);
    steps.purchase('item-1')(s);
    expect(currentEpisode('purchase-deadline', ids(s.events)).eventId).toBeNull();
  });

  it('reports started and stopped per event', () => {
    const s = new Scenario();
    steps.create(s);
    steps.assign(s);
    steps.accept(s);
    const before = s.state;
    steps.requestPayment(s);
    expect(timerChanges(before, s.state)).toEqual([{ kind: 'overdue-unpaid', change: 'started' }]);
    const ready = s.state;
    steps.checkout(s);
    expect(timerChanges(ready, s.state)).toEqual([]);
    const paying = s.state;
    steps.authorise(s);
    expect(timerChanges(paying, s.state)).toEqual([
      { kind: 'overdue-unpaid', change: 'stopped' },
      { kind: 'purchase-deadline', change: 'started' },
    ]);
  });

  it('delays come from the configuration', () => {
    const config = loadConfig({ OVERDUE_UNPAID_HOURS: '1', PURCHASE_DEADLINE_HOURS: '0.5', ABANDON_AFTER_DAYS: '2' });
    expect(timerByKind('overdue-unpaid').delayMs?.(config)).toBe(3600_000);
    expect(timerByKind('purchase-deadline').delayMs?.(config)).toBe(1800_000);
    expect(timerByKind('abandon').delayMs?.(config)).toBe(2 * 24 * 3600_000);
    expect(loadConfig({})).toMatchObject({ overdueUnpaidHours: 72, purchaseDeadlineHours: 24, abandonAfterDays: 30 });
    for (const env of [{ OVERDUE_UNPAID_HOURS: '0' }, { PURCHASE_DEADLINE_HOURS: 'x' }, { ABANDON_AFTER_DAYS: '-3' }])
      expect(() => loadConfig(env)).toThrow();
  });

  it('the pickup window plans its reminders and its end from the deadline; an extension renews the episode', () => {
    const config = loadConfig({ PICKUP_FREE_STORAGE_DAYS: '14', PICKUP_REMINDER_DAYS: '3,1' });
    const s = scenarioAt('bns_in');
    const readyAt = new Date('2026-03-01T10:00:00.000Z');
    expect(timerRuns(timerByKind('pickup-reminder'), s.state, config, readyAt)).toEqual([
      { daysLeft: 3, runAt: new Date('2026-03-12T10:00:00.000Z') },
      { daysLeft: 1, runAt: new Date('2026-03-14T10:00:00.000Z') },
    ]);
    expect(timerRuns(timerByKind('pickup-overdue'), s.state, config, readyAt)).toEqual([
      { runAt: new Date('2026-03-15T10:00:00.000Z') },
    ]);
    const before = s.state;
    const twoDaysLeft = '2026-03-13T10:00:00.000Z';
    s.run(command('ExtendStorage', { days: 2, reason: 'Travelling' }, STAFF, twoDaysLeft));
    expect(timerChanges(before, s.state, s.events[s.events.length - 1])).toEqual([
      { kind: 'pickup-reminder', change: 'stopped' },
      { kind: 'pickup-reminder', change: 'started' },
      { kind: 'pickup-overdue', change: 'stopped' },
      { kind: 'pickup-overdue', change: 'started' },
    ]);
    expect(currentEpisode('pickup-overdue', ids(s.events)).eventId).toBe(`e${s.events.length - 1}`);
    // Four days left from the extension: both reminders lie ahead; none is planned in the past.
    expect(timerRuns(timerByKind('pickup-reminder'), s.state, config, new Date(twoDaysLeft))).toEqual([
      { daysLeft: 3, runAt: new Date('2026-03-14T10:00:00.000Z') },
      { daysLeft: 1, runAt: new Date('2026-03-16T10:00:00.000Z') },
    ]);
  });
});
