/**
 * Our reference at the provider: `{batch number}:{pay attempt id}`. The batch number keeps it
 * readable in the provider's back office; the attempt id tells a notification which checkout of
 * the batch it answers, so a late answer to an abandoned attempt never settles a newer one.
 */
export function merchantReferenceOf(batchNumber: string, attemptId: string): string {
  return `${batchNumber}:${attemptId}`;
}

export function parseMerchantReference(reference: string): { batchNumber: string; attemptId: string | null } {
  const at = reference.lastIndexOf(':');
  if (at <= 0) return { batchNumber: reference, attemptId: null };
  return { batchNumber: reference.slice(0, at), attemptId: reference.slice(at + 1) || null };
}
