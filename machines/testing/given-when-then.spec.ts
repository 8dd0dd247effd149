import { given } from './given-when-then';
import { REQUESTER, command, createData } from './batch-fixtures';
import { PATHS, Scenario, eventsTo } from './batch-scenario';

describe('given/when/then helper', () => {
  it('folds the given events and decides the command', () => {
    const r = given(eventsTo('new')).when(command('SubmitRequest', {}, REQUESTER));
    expect(r.state.value).toBe('new');
    r.then([{ type: 'RequestSubmitted', data: { submittedAt: '2026-03-01T10:00:00.000Z' } }]);
    r.thenStatus('requested');
  });

  it('reports refusals by code', () => {
    given([])
      .when(command('SubmitRequest', {}, REQUESTER))
      .thenError('BATCH_NOT_FOUND');
  });

  it('thenStatus fails loudly on a refusal', () => {
    expect(() =>
      given([])
        .when(command('SubmitRequest', {}, REQUESTER))
        .thenStatus('requested'),
    ).toThrow(/BATCH_NOT_FOUND/);
  });

  it('scenarios throw on a refused step', () => {
    const s = new Scenario().run(command('CreateRequest', createData(), REQUESTER));
    expect(() => s.run(command('CreateRequest', createData(), REQUESTER))).toThrow(/BATCH_ALREADY_EXISTS/);
    expect(Object.keys(PATHS)).toHaveLength(44);
  });
});
