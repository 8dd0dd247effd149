import { type Command, type Decide, defineCommand } from './define-command';
import { optionalText } from './validate';

export type MarkManual = Command<'MarkManual', { remark?: string }>;

const decide: Decide<MarkManual> = (cmd) => {
  const err = optionalText(cmd.data.remark, 'remark');
  if (err) return err;
  return [{ type: 'MarkedManual', data: { remark: cmd.data.remark ?? '' } }];
};

export const markManual = defineCommand<MarkManual>({
  type: 'MarkManual',
  emits: ['MarkedManual'],
  grants: [{ roles: ['staff', 'system'] }],
  decide,
});
