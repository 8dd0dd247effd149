export { PushBackstop, BACKSTOP_GRACE_MS, PUSH_BACKSTOP_TABLE } from './push-backstop';
export { PushBackstopModule } from './push-backstop.module';
export type { PushBrief, PushSource, Resend } from './push-source';
export { pushedAs } from './push-source';
