import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { Public, Roles } from './auth.decorators';
import type { SessionChecks } from './session-checks';
import { SessionTokens } from './session-token';

class Shared {
  read(this: void): void {}
}
@Roles('staff')
class StaffOnly extends Shared {}
class Anyone extends Shared {
  @Public()
  open(this: void): void {}
}

describe('AuthGuard', () => {
  const tokens = new SessionTokens('s'.repeat(32), 3600);
  const sessions = { refusal: () => Promise.resolve(null) } as unknown as SessionChecks;
  const buyer = tokens.issue({ id: 'b1', accountType: 'b' }).token;

  function contextOf(controller: object, handler: object, token?: string): ExecutionContext {
    const request = { headers: token ? { authorization: `Bearer ${token}` } : {} };
    return {
      getType: () => 'http',
      getHandler: () => handler,
      getClass: () => controller,
      switchToHttp: () => ({ getRequest: () => request }),
    } as unknown as ExecutionContext;
  }

  it("reads a route's decorators once, per controller class as well as handler", async () => {
    const reflector = new Reflector();
    const read = jest.spyOn(reflector, 'getAllAndOverride');
    const guard = new AuthGuard(reflector, tokens, sessions);
    // One inherited handler serves a staff-only class and an open one.
    await expect(guard.canActivate(contextOf(StaffOnly, Shared.prototype.read, buyer))).rejects.toMatchObject({
      code: 'AUTH_NOT_AUTHORIZED',
    });
    await expect(guard.canActivate(contextOf(Anyone, Shared.prototype.read, buyer))).resolves.toBe(true);
    const reads = read.mock.calls.length;
    await expect(guard.canActivate(contextOf(StaffOnly, Shared.prototype.read, buyer))).rejects.toMatchObject({
      code: 'AUTH_NOT_AUTHORIZED',
    });
    await expect(guard.canActivate(contextOf(Anyone, Shared.prototype.read))).rejects.toMatchObject({
      code: 'AUTH_REQUIRED',
    });
    await expect(guard.canActivate(contextOf(Anyone, Anyone.prototype.open))).resolves.toBe(true);
    expect(read.mock.calls.length - reads).toBe(2); // the new handler only
  });
});
