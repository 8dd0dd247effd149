import { BUYER, REQUESTER, STAFF, command, createData } from '../testing/batch-fixtures';
import { sampleData } from '../testing/batch-samples';
import { scenarioAt } from '../testing/batch-scenario';
import { decide, decideNext, initialState, replay, statusOf } from './batch.decider';
import { isDomainError } from './batch.errors';

describe('decideNext', () => {
  it('returns the events and the state they lead to, the same as replaying them', () => {
    const cases = [
      { state: initialState, cmd: command('CreateRequest', createData(), REQUESTER) },
      { state: scenarioAt('assigned').state, cmd: command('AcceptRequest', {}, BUYER) },
      {
        state: scenarioAt('payment_captured').state,
        cmd: command('SendTracking', sampleData('SendTracking', scenarioAt('payment_captured').state.context), BUYER),
      },
      { state: scenarioAt('bns_complete').state, cmd: command('ConfirmReceipt', { rating: 5 }, REQUESTER) },
    ];
    for (const { state, cmd } of cases) {
      const next = decideNext(cmd, state);
      if (isDomainError(next)) throw new Error(`${cmd.type}: ${next.code}`);
      expect(next.events).toEqual(decide(cmd, state));
      const replayed = replay(next.events, state);
      expect(statusOf(next.state)).toBe(statusOf(replayed));
      expect(next.state.context).toEqual(replayed.context);
    }
  });

  it('answers a refusal exactly as decide does', () => {
    const state = scenarioAt('requested').state;
    const cmd = command('CapturePayment', { amount: { amount: 1, currency: 'HKD' } }, STAFF);
    expect(decideNext(cmd, state)).toEqual(decide(cmd, state));
    expect(isDomainError(decideNext(cmd, state))).toBe(true);
  });
});
