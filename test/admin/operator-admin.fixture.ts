import { givenAccount, startTestApp, type TestApp } from '../support/kit';

/** One app per operator suite file, with a named account and a token for each role. */
export class OperatorWorld {
  app!: TestApp;
  staff!: string;
  staffId!: string;
  auditor!: string;
  requester!: string;
  buyer!: string;

  async start(): Promise<void> {
    const app = (this.app = await startTestApp());
    this.staffId = (await givenAccount(app, { firstName: 'Sam', lastName: 'Staff', accountType: 's' })).id;
    this.staff = app.tokenFor({ id: this.staffId, accountType: 's' });
    this.auditor = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Ada', lastName: 'Auditor', accountType: 'x' })).id,
      accountType: 'x',
    });
    this.requester = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Rita', lastName: 'R', accountType: 'r' })).id,
      accountType: 'r',
    });
    this.buyer = app.tokenFor({
      id: (await givenAccount(app, { firstName: 'Bo', lastName: 'B', accountType: 'b' })).id,
      accountType: 'b',
    });
  }
}

export function useOperatorWorld(): OperatorWorld {
  const world = new OperatorWorld();
  beforeAll(() => world.start());
  afterAll(async () => {
    await world.app.close();
  });
  return world;
}
