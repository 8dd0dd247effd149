import { ALL_ACTORS, BUYER, REQUESTER, STAFF, SYSTEM, command } from '../testing/batch-fixtures';
import { Scenario, scenarioAt, steps } from '../testing/batch-scenario';
import { approve, arrived, rejected, report } from '../testing/arrival-scenario';
import { asStateLike, decide } from './batch.decider';
import type { BatchState } from './batch.machine';
import type { Actor } from './batch.types';
import { isDomainError } from './batch.errors';
import { allowedCommands } from './batch.permissions';
import { FINAL_STATUSES } from './batch.transitions';
import type { CommandType } from './commands';

const label = (actor: Actor) => `${actor.role}:${actor.id}:${actor.accountType ?? '-'}`;
const offered = (state: BatchState) =>
  Object.fromEntries(ALL_ACTORS.map((actor) => [label(actor), allowedCommands(asStateLike(state), actor)]));
const nobody = Object.fromEntries(ALL_ACTORS.map((actor) => [label(actor), [] as CommandType[]]));

/** A request the scheduler declined once it was overdue: the one decline that is never reassigned. */
function declinedOverdue(): BatchState {
  const s = steps.accept(steps.assign(steps.create(new Scenario())));
  s.run(command('MarkOverdue', {}, SYSTEM));
  s.run(command('DeclineRequest', { reason: 'overdue_unpaid_request' }, SYSTEM));
  expect(s.status).toBe('declined');
  return s.state;
}

// Spec §4: declined, canceled and the completed outcomes end a request; an ended request offers no
// action the spec does not give it (the issue seen from outside: "Cancel request" on a declined one).
describe('what each terminal state offers, to every actor', () => {
  it.each(FINAL_STATUSES.map((status) => [status]))('%s (final): nothing, to anybody', (status) => {
    expect(offered(scenarioAt(status).state)).toEqual(nobody);
  });

  it('declined by the buyer: staff (or the scheduler) may reassign; a remark may be added; nothing else', () => {
    expect(offered(scenarioAt('declined').state)).toEqual({
      ...nobody,
      [label(BUYER)]: ['AddBuyerRemark'],
      [label(STAFF)]: ['AssignBuyer', 'AddBuyerRemark', 'ToggleAutoWorkflow'],
      [label(SYSTEM)]: ['AssignBuyer'],
    });
  });

  it('declined as overdue and unpaid: not even a reassignment', () => {
    expect(offered(declinedOverdue())).toEqual({
      ...nobody,
      [label(BUYER)]: ['AddBuyerRemark'],
      [label(STAFF)]: ['AddBuyerRemark', 'ToggleAutoWorkflow'],
    });
  });

  it('a declined request offers no "Cancel request", and the decider refuses one from the requester or staff', () => {
    for (const state of [scenarioAt('declined').state, declinedOverdue()]) {
      for (const actor of ALL_ACTORS) expect(allowedCommands(asStateLike(state), actor)).not.toContain('CancelRequest');
      for (const actor of [REQUESTER, STAFF]) {
        const refused = decide(command('CancelRequest', {}, actor), state);
        expect(isDomainError(refused) && refused.code).toBe('BATCH_COMMAND_NOT_ALLOWED_IN_STATUS');
      }
    }
  });

  // The same after an arrival: a reviewed, disputed and decided order that ends offers no arrival step
  // (approve, report, a dispute message, a decision, a quote revision's answer) to anybody.
  describe('reached after an arrival with a review and a decided dispute', () => {
    const reviewed = () => arrived('item_sent', approve('item-2'), report, rejected);
    const ended: Record<string, () => Scenario> = {
      'completed (received once delivered, rated)': () =>
        steps.complete(steps.receive()(steps.stage('bns_complete')(reviewed()))),
      'all_abandoned (not collected at the pickup point)': () => steps.abandon()(steps.stage('bns_in')(reviewed())),
    };
    it.each(Object.entries(ended))('%s: nothing, to anybody', (_name, reach) => {
      const s = reach();
      expect((FINAL_STATUSES as readonly string[]).includes(s.status)).toBe(true);
      expect(s.state.context.arrival?.disputes.map((d) => d.status)).toEqual(['resolved']);
      expect(offered(s.state)).toEqual(nobody);
    });
  });
});
