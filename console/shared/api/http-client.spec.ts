import { ApiClientError, createHttpClient } from './http-client';

/** A fetch that answers 401 once `release` is called, so the token can change while the call is out. */
function refusingLater(): { fetchImpl: typeof fetch; release: () => void } {
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  const fetchImpl = (async () => {
    await answered;
    const body = JSON.stringify({ code: 'AUTH_SESSION_EXPIRED', message: 'expired', params: {} });
    return { ok: false, status: 401, statusText: 'Unauthorized', text: () => Promise.resolve(body) } as Response;
  }) as typeof fetch;
  return { fetchImpl, release };
}

describe('createHttpClient: a 401 signs out the session that was refused', () => {
  it('given a call refused for the token still held, when it answers 401, then the user is signed out', async () => {
    const { fetchImpl, release } = refusingLater();
    const onUnauthorized = jest.fn();
    const http = createHttpClient({ getToken: () => 'token-a', onUnauthorized, fetchImpl });

    const call = http.request('GET', '/api/user/me');
    release();

    await expect(call).rejects.toBeInstanceOf(ApiClientError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('given the token replaced while a call was out, when that call answers 401, then the new session stays', async () => {
    const { fetchImpl, release } = refusingLater();
    const onUnauthorized = jest.fn();
    let token = 'signing-up-token';
    const http = createHttpClient({ getToken: () => token, onUnauthorized, fetchImpl });

    const call = http.request('GET', '/api/reference/places');
    token = 'registered-session-token';
    release();

    await expect(call).rejects.toMatchObject({ status: 401, code: 'AUTH_SESSION_EXPIRED' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('given no token, when a sign-in answers 401, then nobody is signed out (the screen shows the error)', async () => {
    const { fetchImpl, release } = refusingLater();
    const onUnauthorized = jest.fn();
    const http = createHttpClient({ getToken: () => undefined, onUnauthorized, fetchImpl });

    const call = http.request('POST', '/api/user/login/', {});
    release();

    await expect(call).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
