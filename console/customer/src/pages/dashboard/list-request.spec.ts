import { INITIAL_FILTER, listRequest, withArrival, withGroup, withKind } from './list-request';

describe('dashboard list request', () => {
  it('given a group, when the list is asked for, then the group goes as the server group parameter, never as statuses', () => {
    const request = listRequest(withGroup(INITIAL_FILTER, 'reviewing'), 12);
    expect(request).toEqual({
      kind: 'requests',
      query: { page: 1, page_size: 12, group: 'reviewing', tabfilterOption: undefined, search: undefined },
    });
    expect(request.query.status).toBeUndefined();
  });

  it('given the archived group, when picked from the requests list, then the archive list is asked for', () => {
    const filter = withGroup({ ...INITIAL_FILTER, page: 3 }, 'archived');
    expect(filter).toMatchObject({ kind: 'archived', group: 'archived', page: 1 });
    expect(listRequest(filter, 12)).toMatchObject({ kind: 'archived', query: { group: 'archived' } });
  });

  it('given the completed group or a paid group, when picked from the requests list, then the orders list is asked for', () => {
    expect(listRequest(withGroup(INITIAL_FILTER, 'completed'), 12)).toMatchObject({
      kind: 'orders',
      query: { group: 'completed' },
    });
    expect(listRequest(withGroup(INITIAL_FILTER, 'shipped'), 12)).toMatchObject({
      kind: 'orders',
      query: { group: 'shipped' },
    });
  });

  it('given a group, when another list is picked, then the group is dropped unless that list holds it', () => {
    const completed = withGroup(INITIAL_FILTER, 'completed');
    expect(withKind(completed, 'orders')).toMatchObject({ kind: 'orders', group: 'completed' });
    expect(withKind(completed, 'requests')).toMatchObject({ kind: 'requests', group: '' });
    expect(listRequest(withKind(completed, 'archived'), 12)).toMatchObject({
      kind: 'archived',
      query: { group: undefined },
    });
  });

  it('given no group or an unknown one, when the list is asked for, then the picked list is asked for without a group', () => {
    expect(listRequest({ ...INITIAL_FILTER, kind: 'orders', tab: 'paid', search: 'BN1' }, 12)).toEqual({
      kind: 'orders',
      query: { page: 1, page_size: 12, tabfilterOption: 'paid', group: undefined, search: 'BN1' },
    });
    expect(listRequest({ ...INITIAL_FILTER, group: 'nonsense' }, 12)).toMatchObject({
      kind: 'requests',
      query: { group: undefined },
    });
  });
});

describe('dashboard arrival tabs', () => {
  it('given the requests list, when "to review" is picked, then the orders list is asked for with arrival=awaiting_review', () => {
    const filter = withArrival({ ...INITIAL_FILTER, page: 4 }, 'awaiting_review');
    expect(filter).toMatchObject({ kind: 'orders', arrival: 'awaiting_review', page: 1 });
    expect(listRequest(filter, 12)).toMatchObject({ kind: 'orders', query: { arrival: 'awaiting_review' } });
  });

  it('given an arrival tab, when it is picked again, then it is left and the query has no arrival', () => {
    const filter = withArrival(withArrival(INITIAL_FILTER, 'in_dispute'), 'in_dispute');
    expect(filter.arrival).toBe('');
    expect(listRequest(filter, 12).query.arrival).toBeUndefined();
  });

  it('given an arrival tab, when the archive is picked, then the arrival is not sent (it concerns orders only)', () => {
    const filter = withKind(withArrival(INITIAL_FILTER, 'awaiting_check_in'), 'archived');
    expect(listRequest(filter, 12)).toMatchObject({ kind: 'archived', query: { arrival: undefined } });
  });

  it('given an orders group, when an arrival tab is picked, then the group stays; a requests group is dropped', () => {
    expect(withArrival(withGroup(INITIAL_FILTER, 'purchased'), 'awaiting_review')).toMatchObject({
      group: 'purchased',
      arrival: 'awaiting_review',
    });
    expect(withArrival(withGroup(INITIAL_FILTER, 'new'), 'awaiting_review')).toMatchObject({
      group: '',
      kind: 'orders',
    });
  });
});
