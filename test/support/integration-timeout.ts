// Jest applies a project's `testTimeout` to tests but not always to beforeAll/afterAll hooks; starting
// and closing an app (many projection runners) can pass 5 s on a loaded 2-core CI machine.
jest.setTimeout(60_000);
