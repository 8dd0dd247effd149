/** An API-level refusal in the provider's error body shape: { status, errorCode, message, errorType }. */
export class SimulatorError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly errorType: 'validation' | 'security' | 'configuration' = 'validation',
  ) {
    super(message);
  }

  toBody() {
    return { status: this.status, errorCode: this.errorCode, message: this.message, errorType: this.errorType };
  }
}

// Stable error codes of the simulator; the provider's own numeric codes where one exists.
export const SIM_ERRORS = {
  unauthorized: () => new SimulatorError(401, '000', 'HTTP Status Response - Unauthorized', 'security'),
  wrongMerchant: () => new SimulatorError(403, '901', 'Invalid Merchant Account', 'security'),
  idempotencyMismatch: () => new SimulatorError(422, '704', 'Idempotency-Key reused with a different request body'),
  badRequest: (message: string) => new SimulatorError(422, '100', message),
  undecryptable: () => new SimulatorError(422, '174', 'Unable to decrypt data'),
  unknownPayment: () => new SimulatorError(422, '167', 'Original pspReference required for this operation'),
  currencyMismatch: () =>
    new SimulatorError(422, '137', 'Invalid amount specified: currency differs from the authorisation'),
  notAuthorised: (state: string) =>
    new SimulatorError(422, 'SIM_NOT_AUTHORISED', `Payment is ${state}, not an open authorisation`),
  captureExceedsAuthorisation: (authorised: number) =>
    new SimulatorError(
      422,
      'SIM_CAPTURE_EXCEEDS_AUTHORISATION',
      `Capture amount exceeds the authorised amount ${authorised}`,
    ),
  alreadyCaptured: () =>
    new SimulatorError(
      422,
      'SIM_ALREADY_CAPTURED',
      'Payment was already captured; the remainder of the authorisation was released',
    ),
  refundBeforeCapture: () =>
    new SimulatorError(422, 'SIM_REFUND_BEFORE_CAPTURE', 'Only a captured payment can be refunded'),
  refundExceedsCapture: (refundable: number) =>
    new SimulatorError(422, 'SIM_REFUND_EXCEEDS_CAPTURE', `Refund amount exceeds the refundable amount ${refundable}`),
  cancelAfterCapture: () =>
    new SimulatorError(422, 'SIM_CANCEL_AFTER_CAPTURE', 'A captured payment cannot be cancelled; refund it instead'),
  unknownRedirect: () => new SimulatorError(422, '15_002', 'Invalid redirectResult'),
  challengeOpen: () =>
    new SimulatorError(422, 'SIM_CHALLENGE_NOT_COMPLETED', 'The shopper has not completed the challenge yet'),
  notFound: () => new SimulatorError(404, '000', 'Not Found'),
} as const;
