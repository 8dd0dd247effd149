import { eventsTo, scenarioAt } from '../testing/batch-scenario';
import { evolve, initialState, replay, statusOf } from './batch.decider';
import { BATCH_EVENT_TYPES } from './batch.events';
import { batchMachine } from './batch.machine';
import { ANYTIME_EVENTS, FINAL_STATUSES, TRANSITIONS } from './batch.transitions';
import { batchView } from './batch.view';
import { STATUS_NAMES } from './statuses';

describe('batch machine', () => {
  it('starts in none, before the batch exists', () => {
    expect(statusOf(initialState)).toBe('none');
    expect(batchView(initialState)).toMatchObject({ status: null, statusCode: null, step: null, final: false });
  });

  it('has one state per status of the table, plus none', () => {
    expect(Object.keys(batchMachine.config.states ?? {}).sort()).toEqual(['none', ...STATUS_NAMES].sort());
  });

  it('marks exactly the terminal statuses final', () => {
    const finals = Object.entries(batchMachine.config.states ?? {})
      .filter(([, s]) => (s as { type?: string }).type === 'final')
      .map(([k]) => k);
    expect(finals.sort()).toEqual([...FINAL_STATUSES].sort());
    for (const f of FINAL_STATUSES) expect(scenarioAt(f).state.status).toBe('done');
  });

  it('uses every domain event and targets every status', () => {
    const used = new Set([...TRANSITIONS.map((r) => r.event), ...ANYTIME_EVENTS]);
    expect([...BATCH_EVENT_TYPES].filter((e) => !used.has(e))).toEqual([]);
    const targets = new Set(TRANSITIONS.flatMap((r) => r.branches.map((b) => b.target)));
    expect(STATUS_NAMES.filter((s) => !targets.has(s))).toEqual([]);
  });

  it('gives every non-final status a way on', () => {
    const sources = new Set(TRANSITIONS.flatMap((r) => r.from));
    const stuck = STATUS_NAMES.filter((s) => !(FINAL_STATUSES as readonly string[]).includes(s) && !sources.has(s));
    expect(stuck).toEqual([]);
  });

  it('ignores an event its status does not take (the decider refuses such commands first)', () => {
    const s = scenarioAt('requested').state;
    const event = { type: 'PaymentAuthorised', data: { amount: 1, pspReference: 'x', at: 'now' } } as const;
    expect(s.can(event)).toBe(false);
    expect(evolve(s, event).context).toEqual(s.context);
  });

  it('final states take nothing more', () => {
    const s = scenarioAt('completed').state;
    expect(s.can({ type: 'BuyerRemarkAdded', data: { remark: 'x' } })).toBe(false);
  });

  it('replays stored events to the same view', () => {
    const events = eventsTo('bns_complete');
    const view = batchView(replay(JSON.parse(JSON.stringify(events)) as typeof events));
    expect(view).toEqual(batchView(scenarioAt('bns_complete').state));
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
    expect(view).toMatchObject({
      status: 'bns_complete',
      statusCode: 205,
      step: 5,
      labelKey: 'status.bns_complete',
      group: 'shipped',
      tab: 'purchased',
    });
  });
});
