import { Alert, Step, StepLabel, Stepper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { BatchDetail } from '@contracts/batch/batch-detail';

const STEPS = ['requestItem', 'acceptRequest', 'confirmPay', 'purchase', 'shipping', 'completed'] as const;

/** Side headings (spec §2) for the statuses that leave the main path. */
function sideHeading(detail: BatchDetail): string | undefined {
  switch (detail.status) {
    case 'declined':
      return 'requestDeclined';
    case 'canceled':
      return 'canceled';
    case 'refunded':
    case 'all_refunded':
      return 'refunded';
    case 'payment_canceled':
    case 'all_payment_canceled':
      return 'paymentCanceled';
    case 'overdue':
      return 'overdue';
    default:
      return detail.batch.items.some((i) => i.state === 'purchase_canceled') ? 'cancelPurchase' : undefined;
  }
}

/**
 * The step to show. The status table puts side statuses on an early step (refunded and
 * payment_canceled are step 2), but a partly refunded order was paid, bought and maybe shipped:
 * keep the furthest step the order really reached, so the bar never jumps back.
 */
export function progressStep(detail: BatchDetail): number {
  const payments = detail.batch.payments;
  let step = detail.step;
  if (payments && payments.authorised > 0) step = Math.max(step, 4);
  if (detail.batch.items.some((i) => i.trackingNumber)) step = Math.max(step, 5);
  return step;
}

/** The detail's steps (Request Item … Completed); the step comes from the status table (machines/batch). */
export function StepsBar({ detail }: { detail: BatchDetail }) {
  const { t } = useTranslation();
  const side = sideHeading(detail);
  // Step 7 (abandoned) is past the last step; steps are 1-based.
  const active = Math.min(progressStep(detail), STEPS.length) - 1;
  const completed = detail.status === 'completed';
  return (
    <>
      <Stepper
        activeStep={completed ? STEPS.length : active}
        alternativeLabel
        sx={{ my: 3 }}
        data-testid="steps-bar"
        data-step={detail.step}
      >
        {STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{t(`batch.steps.${step}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {side && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="side-heading">
          {t(`batch.side.${side}`)}
        </Alert>
      )}
    </>
  );
}
