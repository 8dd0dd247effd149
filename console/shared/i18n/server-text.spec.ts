import { ApiClientError } from '../api/http-client';
import { serverText, statusLabel } from './server-text';

const KEYS: Record<string, string> = {
  'errors.VALIDATION_FAILED': '輸入錯誤',
  'errors.HTTP_409': '資料已在其他地方更改',
  'errors.generic': '出現錯誤！',
  'status.paid': '已付款',
  'common.unknownStatus': '其他',
};
const t = (key: string) => KEYS[key] ?? key;
const has = (key: string) => key in KEYS;

describe('server text in the Chinese locales', () => {
  const wrong = new ApiClientError(400, 'VALIDATION_FAILED', 'Over Maximum Value', { field: 'price' });
  const unknown = new ApiClientError(409, 'SOMETHING_NEW', 'Some English the app has no key for');

  it("shows the code's message in zh-*, never the server's English; English locales keep the server's words", () => {
    expect(serverText(wrong, 'zh-hk', t, has)).toBe('輸入錯誤');
    expect(serverText(unknown, 'zh-TW', t, has)).toBe('資料已在其他地方更改');
    expect(serverText(new Error('boom'), 'zh-mo', t, has)).toBe('出現錯誤！');
    expect(serverText(wrong, 'en-hk', t, has)).toBe('Over Maximum Value');
  });

  it('names a status by its key, and an unknown one by a neutral word rather than its code', () => {
    expect(statusLabel('paid', t, has)).toBe('已付款');
    expect(statusLabel('bns_new_stage', t, has)).toBe('其他');
    expect(statusLabel(null, t, has)).toBe('-');
  });
});
