import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../../src/dev/seed/demo-accounts';
import { call, startSeededApp, type TestApp } from '../support/kit';

export type Json = Record<string, unknown>;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];
export const [REQUESTER, BUYER, STAFF, AUDITOR] = DEMO_ACCOUNTS;

/** One app per account suite file, seeded with the demo accounts, its uploads in a folder of its own. */
export class AccountsWorld {
  testApp!: TestApp;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'accounts-e2e-'));

  async start(): Promise<void> {
    this.testApp = await startSeededApp({ DATA_DIR: this.dataDir, UPLOAD_STORAGE: 'local' });
  }

  tokenOf = (demo: DemoAccount) =>
    this.testApp.tokenFor({ id: demo.accountId, accountType: demo.accountType, email: demo.email });
  update = (demo: DemoAccount, body: Json, userId = demo.userId) =>
    call<Json>(this.testApp, 'PATCH', `/api/account/update/${userId}/`, { token: this.tokenOf(demo), body });
  avatarForm = (bytes: Buffer, type: string, name = 'a.png', extra: Record<string, string> = {}) => {
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
    for (const [key, value] of Object.entries(extra)) form.append(key, value);
    return form;
  };
  avatarFiles = () => {
    try {
      return readdirSync(join(this.dataDir, 'uploads', 'avatars'));
    } catch {
      return [];
    }
  };
}

export function useAccountsWorld(): AccountsWorld {
  const world = new AccountsWorld();
  beforeAll(() => world.start());
  afterAll(async () => world.testApp.close());
  return world;
}
