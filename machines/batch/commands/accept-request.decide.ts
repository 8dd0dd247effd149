import type { Decide } from './decide.types';
import { firstError, requireItems, requireText } from './validate';

export const decideAcceptRequest: Decide<'AcceptRequest'> = (cmd, state) => {
  const links = cmd.data.updatedLinks ?? [];
  const err = firstError(
    () => (links.length ? requireItems(state.context, links.map((l) => l.itemId), ['requested'], 'updatedLinks') : null),
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
