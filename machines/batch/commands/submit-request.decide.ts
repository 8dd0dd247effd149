import type { Decide } from './decide.types';

export const decideSubmitRequest: Decide<'SubmitRequest'> = (cmd) => [
  { type: 'RequestSubmitted', data: { submittedAt: cmd.metadata.at } },
];
