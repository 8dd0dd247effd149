import { http, useAppWorld } from '../support/kit';

// A page is an OFFSET of (page - 1) × page size. class-validator's IsInt takes 1e178 (an integer to
// JavaScript); unbounded, it reached PostgreSQL as a bigint it cannot parse and answered 500 (the API
// fuzz found it on the SMS outbox). Every list bounds its page: 400 naming `page`, never a 500.
describe('list pages are bounded (a huge page is a 400 naming page, not a 500)', () => {
  const world = useAppWorld({ accounts: { staff: { accountType: 's' }, requester: { accountType: 'r' } } });
  const who = world.tokens;

  const lists = () => [
    ['/api/admin/outbox/sms', who.staff],
    ['/api/admin/outbox/email', who.staff],
    ['/api/admin/users', who.staff],
    ['/api/admin/privacy-requests', who.staff],
    ['/api/batch/requests', who.requester],
    ['/api/batch/notifications', who.requester],
  ];

  it.each([['1e178'], ['3.8157371141150473e+177'], ['100001']])('refuses page=%s on every list', async (page) => {
    for (const [path, token] of lists()) {
      const answer = await http<{ code: string; params: { field: string } }>(
        world.app,
        'GET',
        `${path}?page=${encodeURIComponent(page)}`,
        token,
      );
      expect({ path, status: answer.status, code: answer.body.code, field: answer.body.params?.field }).toEqual({
        path,
        status: 400,
        code: 'VALIDATION_FAILED',
        field: 'page',
      });
    }
  });

  it('answers the last page allowed, past the end of every list, with no rows', async () => {
    for (const [path, token] of lists()) {
      const answer = await http<{ results: unknown[] }>(world.app, 'GET', `${path}?page=100000`, token);
      expect({ path, status: answer.status, rows: answer.body.results?.length }).toEqual({
        path,
        status: 200,
        rows: 0,
      });
    }
  });
});
