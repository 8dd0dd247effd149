import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, requireItems, requireText } from './validate';

export type AcceptRequest = Command<
  'AcceptRequest',
  { updatedLinks?: readonly { itemId: string; link: string }[]; confirmCouponUpdate?: boolean }
>;

const decide: Decide<AcceptRequest> = (cmd, state) => {
  const links = cmd.data.updatedLinks ?? [];
  const err = firstError(
    () =>
      links.length
        ? requireItems(
            state.context,
            links.map((l) => l.itemId),
            ['requested'],
            'updatedLinks',
          )
        : null,
    ...links.map((l, n) => () => requireText(l.link, `updatedLinks[${n}].link`)),
  );
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
