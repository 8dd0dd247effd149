import { countChanged, type ErasureStep } from '../../platform/personal-data/erasure-steps';

/** A person's stored error reports (their route, messages and session replays) go with them. */
export const clientReportsErasureStep: ErasureStep = {
  name: 'client-reports',
  async erase(subject, run) {
    const deleted = await countChanged(
      run,
      `DELETE FROM client_error_reports WHERE account_id = ANY($1::text[]) RETURNING 1`,
      [subject.accountIds],
    );
    return { counts: { client_error_reports: deleted } };
  },
};
