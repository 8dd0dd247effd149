import type { Decide } from './decide.types';

export const decideSendToRobot: Decide<'SendToRobot'> = () => [{ type: 'SentToRobot', data: {} }];
