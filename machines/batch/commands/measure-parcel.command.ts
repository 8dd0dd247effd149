import { validationError } from '../batch.errors';
import { checkDimensions, type ItemDimensions } from '../batch.parcel';
import { type Command, type Decide, defineCommand } from './define-command';
import { firstError, isList, isPositiveInt, requireItems } from './validate';

export type MeasureParcel = Command<
  'MeasureParcel',
  { items: readonly { id: string; dimensions: ItemDimensions; weight?: number }[] }
>;

/**
 * The warehouse measures what arrived (spec §9 parcel rules at the warehouse stages): each item's
 * sides and, when weighed, its actual weight (hundredths of a pound). No status changes and no fee
 * changes (the order is paid); the server answers the parcel limits of the configured reading with
 * the spec's warning "Extra fees or rejection may apply".
 */
const decide: Decide<MeasureParcel> = (cmd, state) => {
  const items = isList(cmd.data.items) ? cmd.data.items : [];
  const err = firstError(
    () => (items.length ? null : validationError('items')),
    () =>
      requireItems(
        state.context,
        items.map((i) => i.id),
        ['purchased', 'sent'],
        'items',
      ),
    ...items.map((i, n) => () => (i.dimensions === undefined ? validationError(`items[${n}].dimensions`) : null)),
    ...items.map((i, n) => () => checkDimensions(i.dimensions, `items[${n}].dimensions`)),
    ...items.map(
      (i, n) => () =>
        i.weight === undefined || isPositiveInt(i.weight) ? null : validationError(`items[${n}].weight`),
    ),
  );
  if (err) return err;
  return [
    {
      type: 'ParcelMeasured',
      data: {
        items: items.map((i) => ({
          id: i.id,
          dimensions: {
            lengthCm: i.dimensions.lengthCm,
            widthCm: i.dimensions.widthCm,
            heightCm: i.dimensions.heightCm,
          },
          ...(i.weight === undefined ? {} : { weight: i.weight }),
        })),
        stage: state.context.shippingStage,
      },
    },
  ];
};

export const measureParcel = defineCommand<MeasureParcel>({
  type: 'MeasureParcel',
  emits: ['ParcelMeasured'],
  grants: [{ roles: ['staff'] }],
  decide,
});
