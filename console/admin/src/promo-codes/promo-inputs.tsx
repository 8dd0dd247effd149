import { FormDataConsumer, NumberInput, required } from 'react-admin';
import { minorDigits, unitsFormat, unitsParse, wholeUnits } from '../app/money-input';

/** Promo amounts are Hong Kong dollars: the API keeps cents, the operator types HK$ ("12.50"). */
const HKD_DIGITS = minorDigits('HKD');
const hkdFormat = unitsFormat(HKD_DIGITS);
const hkdParse = unitsParse(HKD_DIGITS);
const hkdValidate = wholeUnits(HKD_DIGITS);
const hkdValueValidate = [required(), hkdValidate];
/** A percentage is a whole number, stored as typed. */
const percentFormat = unitsFormat(0);
const percentParse = unitsParse(0);
const percentValueValidate = [required(), wholeUnits(0)];

/**
 * The discount: HK$ for a fixed amount, a whole percentage otherwise. Switching the kind keeps what
 * is stored, so the figure shown changes with it (HK$12.50 is 1250 cents, shown as 1250 percent,
 * which the server refuses under the field).
 */
export function PromoValueInput() {
  return (
    <FormDataConsumer<{ kind?: string }>>
      {({ formData }) =>
        formData.kind === 'percent' ? (
          <NumberInput
            source="value"
            label="admin.promo.fields.valueHint"
            format={percentFormat}
            parse={percentParse}
            validate={percentValueValidate}
          />
        ) : (
          <NumberInput
            source="value"
            label="admin.promo.fields.valueHint"
            format={hkdFormat}
            parse={hkdParse}
            validate={hkdValueValidate}
          />
        )
      }
    </FormDataConsumer>
  );
}

/** The minimum order, in HK$ (stored in cents). */
export function MinOrderInput() {
  return (
    <NumberInput
      source="min_order_total"
      label="admin.promo.fields.minOrderTotalHkd"
      defaultValue={0}
      format={hkdFormat}
      parse={hkdParse}
      validate={hkdValidate}
    />
  );
}
