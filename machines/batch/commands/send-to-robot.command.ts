import { type Command, type Decide, defineCommand } from './define-command';

export type SendToRobot = Command<'SendToRobot', Record<string, never>>;

const decide: Decide<SendToRobot> = () => [{ type: 'SentToRobot', data: {} }];

export const sendToRobot = defineCommand<SendToRobot>({
  type: 'SendToRobot',
  emits: ['SentToRobot'],
  grants: [
    { roles: ['staff'] },
    // The auto-workflow reaction (src/around-batch/robot) sends a freshly paid batch, nothing else.
    { roles: ['system'], only: ['payment_authorized', 'paid'] },
  ],
  decide,
});
