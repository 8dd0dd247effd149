import { countChanged, type ErasureStep } from '../../platform/personal-data/erasure-steps';

/**
 * A person's privacy requests stay after an erasure (the proof each was answered, with its kind,
 * dates and status), but what was written in them, the person's details and staff's answer to the
 * person, may quote personal data and is erased.
 */
export const privacyRequestsErasureStep: ErasureStep = {
  name: 'privacy-requests',
  async erase(subject, run) {
    const changed = await countChanged(
      run,
      `UPDATE privacy_requests
          SET details = CASE WHEN details = '' THEN details ELSE '[erased]' END,
              answer = CASE WHEN answer IS NULL OR answer = '' THEN answer ELSE '[erased]' END
        WHERE user_id = $1::uuid RETURNING 1`,
      [subject.userId],
    );
    return { counts: { privacy_requests: changed } };
  },
};
