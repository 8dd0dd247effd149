import type { TestApp } from '../../support/test-app';
import { call } from './http';

export interface SignupSession {
  user: string;
  token: string;
  user_code: string;
}

/** Dev sign-in with a fresh e-mail: the start of onboarding (needs DISABLE_SIGNUP=false). */
export async function startOnboarding(testApp: TestApp, email: string): Promise<SignupSession> {
  const reply = await call<SignupSession & { user_status: number }>(testApp, 'POST', '/api/user/login/', { body: { provider: 'dev', token: email } });
  if (reply.status !== 200 || reply.body.user_status === 0) throw new Error(`onboarding sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** The code of the newest SMS to this number, read from the outbox like the staff console would. */
export async function latestOtpCode(testApp: TestApp, phone: string): Promise<string> {
  const rows: Array<{ body: string }> = await testApp.dataSource.query(`SELECT body FROM outbox_sms WHERE to_number = $1 ORDER BY created_at DESC LIMIT 1`, [phone]);
  const match = /(\d{4})/.exec(rows[0]?.body ?? '');
  if (!match) throw new Error(`no OTP SMS to ${phone}`);
  return match[1];
}

/** Requests and verifies an OTP for `phone` as the holder of `token`. */
export async function verifyPhone(testApp: TestApp, token: string, phone: string): Promise<string> {
  const requested = await call<{ otp_id: string }>(testApp, 'POST', '/api/otp/', { token, body: { phone_number: phone, language: 'en' } });
  if (requested.status !== 200) throw new Error(`OTP request failed: ${requested.status} ${JSON.stringify(requested.body)}`);
  const code = await latestOtpCode(testApp, phone.replace(/[\s-]/g, '').replace(/^\+8860/, '+886'));
  const verified = await call(testApp, 'PATCH', `/api/otp/${requested.body.otp_id}/`, { token, body: { otp_code: code } });
  if (verified.status !== 200) throw new Error(`OTP verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  return requested.body.otp_id;
}
