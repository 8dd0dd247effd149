import {
  driveTo,
  givenAccount,
  MAIN_PATH,
  SIDE_PATHS,
  startTestApp,
  storedStatus,
  storedTypes,
  type Account,
  type DriveTarget,
  type TestApp,
} from '../support/kit';

// The kit's HTTP driver is what many suites stand on: each status it promises is reached for real.
jest.setTimeout(120000);

describe('test kit: driveTo brings a new request to every status it names, through the HTTP API', () => {
  let app: TestApp;
  let parties: { requester: Account; buyer: Account; staff: Account };

  beforeAll(async () => {
    app = await startTestApp();
    parties = {
      requester: await givenAccount(app, { accountType: 'r', firstName: 'Rita', lastName: 'Requester' }),
      buyer: await givenAccount(app, { accountType: 'b', firstName: 'Bo', lastName: 'Buyer' }),
      staff: await givenAccount(app, { accountType: 's', firstName: 'Sam', lastName: 'Staff' }),
    };
  }, 60000);
  afterAll(async () => {
    await app.close();
  });

  it.each([...MAIN_PATH, ...SIDE_PATHS] as DriveTarget[])('%s', async (target) => {
    const driven = await driveTo(app, target, parties);
    expect(driven.detail.status).toBe(target);
    expect(driven.itemIds).toHaveLength(2);
    expect(await storedStatus(app, driven.id)).toBe(target);
    expect((await storedTypes(app, driven.id))[0]).toBe('RequestCreated');
  });
});
