import {
  DRIVE_PARTIES,
  driveTo,
  MAIN_PATH,
  SIDE_PATHS,
  storedStatus,
  storedTypes,
  useAppWorld,
  type DriveTarget,
} from '../support/kit';

// The kit's HTTP driver is what many suites stand on: each status it promises is reached for real.
jest.setTimeout(120000);

describe('test kit: driveTo brings a new request to every status it names, through the HTTP API', () => {
  const world = useAppWorld({ accounts: DRIVE_PARTIES, timeoutMs: 60000 });
  const parties = world.accounts;

  it.each([...MAIN_PATH, ...SIDE_PATHS] as DriveTarget[])('%s', async (target) => {
    const driven = await driveTo(world.app, target, parties);
    expect(driven.detail.status).toBe(target);
    expect(driven.itemIds).toHaveLength(2);
    expect(await storedStatus(world.app, driven.id)).toBe(target);
    expect((await storedTypes(world.app, driven.id))[0]).toBe('RequestCreated');
  });
});
