import { type Command, type Decide, defineCommand } from './define-command';
import { checkItemLines } from './item-lines.shared';
import { requireText } from './validate';

export type AcceptRequest = Command<
  'AcceptRequest',
  { updatedLinks?: readonly { itemId: string; link: string }[]; confirmCouponUpdate?: boolean }
>;

const decide: Decide<AcceptRequest> = (cmd, state) => {
  const links = cmd.data.updatedLinks ?? [];
  const err = checkItemLines(state.context, {
    lines: links,
    idOf: (l) => l.itemId,
    allowed: ['requested'],
    field: 'updatedLinks',
    check: (l, at) => requireText(l.link, `${at}.link`),
    optional: true,
  });
  if (err) return err;
  return [
    {
      type: 'RequestAccepted',
      data: {
        buyerId: cmd.metadata.actor.id,
        updatedLinks: links.map((l) => ({ itemId: l.itemId, link: l.link })),
        confirmCouponUpdate: cmd.data.confirmCouponUpdate === true,
      },
    },
  ];
};

export const acceptRequest = defineCommand<AcceptRequest>({
  type: 'AcceptRequest',
  emits: ['RequestAccepted'],
  grants: [{ roles: ['buyer'] }],
  decide,
});
