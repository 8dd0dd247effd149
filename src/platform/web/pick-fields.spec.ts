import { pickFields } from './pick-fields';

describe('pickFields', () => {
  it('copies the named fields and nothing else', () => {
    const row = { id: '1', email: 'a@example.com', secret: 'x', answered_by: null };
    expect(pickFields(row, ['email', 'answered_by'])).toEqual({ email: 'a@example.com', answered_by: null });
  });
});
