import { ApiClientError, type HttpClient, type HttpMethod } from '@shared/api/http-client';
import { createDataProvider, FormSaveError } from './data-provider';

/** Records every call and answers like the list endpoints; the real endpoints are covered by the e2e and browser tests. */
function recordingHttp() {
  const calls: Array<{ method: HttpMethod; path: string; body?: unknown }> = [];
  const http: HttpClient = {
    request: <T>(method: HttpMethod, path: string, body?: unknown) => {
      calls.push({ method, path, body });
      return Promise.resolve({ results: [], count: 0 } as T);
    },
  };
  return { http, calls };
}

describe('admin data provider', () => {
  it("sends react-admin's sort to the batch lists as ordering, descending with a leading -", async () => {
    const { http, calls } = recordingHttp();
    const provider = createDataProvider(http);
    const page = { page: 2, perPage: 10 };
    await provider.getList('batches', {
      pagination: page,
      sort: { field: 'batch_number', order: 'ASC' },
      filter: { kind: 'requests', search: 'BN1' },
    });
    await provider.getList('batches', {
      pagination: page,
      sort: { field: 'status', order: 'DESC' },
      filter: { kind: 'archived' },
    });
    // A column the server does not sort by leaves the server's default (-updated_at) rather than earning a 400.
    await provider.getList('batches', {
      pagination: page,
      sort: { field: 'requester_name', order: 'ASC' },
      filter: {},
    });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/batch/requests?search=BN1&ordering=batch_number&page=2&page_size=10',
      '/api/batch/archived?ordering=-status&page=2&page_size=10',
      '/api/batch/orders?page=2&page_size=10',
    ]);
  });

  it('reads an export window of 1,000 rows in pages the API serves (page_size 100), stopping at the last page', async () => {
    const paths: string[] = [];
    const http: HttpClient = {
      request: <T>(_method: HttpMethod, path: string) => {
        paths.push(path);
        const page = Number(/page=(\d+)/.exec(path)?.[1]);
        // 250 batches in all: pages 1 and 2 are full, page 3 holds the last 50.
        const size = page < 3 ? 100 : 50;
        const results = Array.from({ length: size }, (_, i) => ({ id: `b-${(page - 1) * 100 + i}` }));
        return Promise.resolve({ results, count: 250 } as T);
      },
    };
    const answer = await createDataProvider(http).getList('batches', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'updated_at', order: 'DESC' },
      filter: { kind: 'orders' },
    });
    expect(paths).toEqual([
      '/api/batch/orders?ordering=-updated_at&page=1&page_size=100',
      '/api/batch/orders?ordering=-updated_at&page=2&page_size=100',
      '/api/batch/orders?ordering=-updated_at&page=3&page_size=100',
    ]);
    expect(answer.data).toHaveLength(250);
    expect(answer.total).toBe(250);
  });

  it("passes the batch lists' bounded count on: total stops at 10,000, meta says it is capped", async () => {
    const http: HttpClient = {
      request: <T>() => Promise.resolve({ results: [], count: 10000, count_capped: true } as T),
    };
    const answer = await createDataProvider(http).getList('batches', {
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'updated_at', order: 'DESC' },
      filter: {},
    });
    expect(answer).toMatchObject({ total: 10000, meta: { countCapped: true } });
  });

  it('has the staff actions and the refund calls as custom methods on the endpoints src/ serves', async () => {
    const { http, calls } = recordingHttp();
    const provider = createDataProvider(http);
    await provider.estimateRefund('BN 1', { items: [{ id: 'item-a' }], additional_refund: 250 });
    await provider.createRefundRequest({
      batch_number: 'BN1',
      eid: 'e-1',
      refund_reason: 'high_risk_item',
      refund_remark: '',
    });
    await provider.completeRefundRequest('BN1', 'BN1');
    await provider.capturePayment('b-1');
    await provider.setGlobalAutoWorkflow(false);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/bns/refunds/estimate/BN%201',
        body: { items: [{ id: 'item-a' }], additional_refund: 250 },
      },
      {
        method: 'POST',
        path: '/api/bns/refunds',
        body: { batch_number: 'BN1', eid: 'e-1', refund_reason: 'high_risk_item', refund_remark: '' },
      },
      { method: 'POST', path: '/api/bns/refunds/complete/BN1', body: { complete_confirmed_text: 'BN1' } },
      { method: 'PUT', path: '/api/batch/orders/capture_payment/b-1', body: undefined },
      { method: 'PUT', path: '/api/admin/auto-workflow', body: { enabled: false } },
    ]);
  });

  it("sends the users list's sort as ordering; a column the server does not sort by is left out", async () => {
    const { http, calls } = recordingHttp();
    const provider = createDataProvider(http);
    const page = { page: 1, perPage: 12 };
    await provider.getList('users', { pagination: page, sort: { field: 'last_name', order: 'ASC' }, filter: {} });
    await provider.getList('users', { pagination: page, sort: { field: 'batch_count', order: 'DESC' }, filter: {} });
    await provider.getList('users', { pagination: page, sort: { field: 'mobile', order: 'ASC' }, filter: {} });
    expect(calls.map((c) => c.path)).toEqual([
      '/api/admin/users?ordering=last_name&page=1&page_size=12',
      '/api/admin/users?ordering=-batch_count&page=1&page_size=12',
      '/api/admin/users?page=1&page_size=12',
    ]);
  });

  it('turns a refused promo save into a field error keyed by the field (never the server text)', async () => {
    const refusing = (error: ApiClientError): HttpClient => ({ request: () => Promise.reject(error) });
    const invalid = createDataProvider(
      refusing(new ApiClientError(400, 'VALIDATION_FAILED', 'Wrong Input', { field: 'value' })),
    );
    const saved = invalid.create('promo-codes', { data: { code: 'X1', kind: 'amount', value: -1 } });
    await expect(saved).rejects.toBeInstanceOf(FormSaveError);
    await expect(saved).rejects.toMatchObject({
      message: 'admin.promo.fieldErrors.value',
      body: { errors: { value: 'admin.promo.fieldErrors.value' } },
    });
    const taken = createDataProvider(
      refusing(
        new ApiClientError(409, 'PROMO_CODE_EXISTS', 'A promo code with this code already exists.', { field: 'code' }),
      ),
    );
    await expect(taken.create('promo-codes', { data: { code: 'X1' } })).rejects.toMatchObject({
      message: 'errors.PROMO_CODE_EXISTS',
      body: { errors: { code: 'errors.PROMO_CODE_EXISTS' } },
    });
  });
});
