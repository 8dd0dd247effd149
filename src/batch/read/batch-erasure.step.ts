import { ERASED } from '../../platform/personal-data/sealed-value';
import { countChanged, type ErasureStep } from '../../platform/personal-data/erasure-steps';

const P = '$1::text[]';

/**
 * The batch's part of an erasure (docs/personal-data.md). The events need nothing: their personal
 * fields are sealed under the requester's key, which the erasure destroys. What holds them opened:
 * the detail row's folded state (the delivery address, the review), which is anonymised to what a
 * rebuild from the log now gives, and the writer's snapshots, which are deleted (rebuildable: the
 * next load replays the stream, now erased). Item images the requester uploaded are deleted after
 * commit. Orders keep their items, money and statuses; the list row holds no personal field.
 */
export const batchErasureStep: ErasureStep = {
  name: 'batch',
  /**
   * The distinctive parts of the person's delivery addresses (name, e-mail, phone, address lines)
   * and their reviews, as the detail rows hold them opened. Not the district, city, region or zip
   * code: redacting "Central" from others' text would damage unrelated messages.
   */
  async personalValues(subject, run) {
    const rows = (await run(
      `SELECT unnest(ARRAY[a->>'recipientName', a->>'recipientEmail', a->>'contactNumber', a->>'addressLine1',
                           a->>'addressLine2', d.state #>> '{context,rating,review}']) AS value
         FROM rm_batch_detail d, LATERAL (SELECT d.state #> '{context,delivery,address}' AS a) x
        WHERE d.requester_id = ANY(${P})`,
      [subject.accountIds],
    )) as { value: string | null }[];
    return rows.map((r) => r.value ?? '').filter((v) => v !== '' && v !== ERASED);
  },
  async erase(subject, run) {
    const ids = [subject.accountIds];
    const images = (await run(
      `SELECT DISTINCT item->>'imageId' AS image FROM rm_batch_detail d, jsonb_array_elements(d.state #> '{context,items}') item
        WHERE d.requester_id = ANY(${P}) AND coalesce(item->>'imageId', '') <> ''`,
      ids,
    )) as { image: string }[];
    const snapshots = await countChanged(
      run,
      `DELETE FROM batch_snapshots WHERE stream_id IN (SELECT stream_id FROM rm_batch_detail WHERE requester_id = ANY(${P})) RETURNING 1`,
      ids,
    );
    // Empty fields and the country were never sealed, so a rebuild shows them as they are.
    const addresses = await countChanged(
      run,
      `UPDATE rm_batch_detail SET state = jsonb_set(state, '{context,delivery,address}',
              (SELECT jsonb_object_agg(k, CASE WHEN k = 'country' OR v = '""'::jsonb OR jsonb_typeof(v) <> 'string' THEN v ELSE to_jsonb($2::text) END)
                 FROM jsonb_each(state #> '{context,delivery,address}') AS e(k, v)))
        WHERE requester_id = ANY(${P}) AND jsonb_typeof(state #> '{context,delivery,address}') = 'object' RETURNING 1`,
      [...ids, ERASED],
    );
    await run(
      `UPDATE rm_batch_detail SET state = jsonb_set(state, '{context,rating,review}', to_jsonb($2::text))
        WHERE requester_id = ANY(${P}) AND coalesce(state #>> '{context,rating,review}', '') <> ''`,
      [...ids, ERASED],
    );
    return {
      files: images.map((r) => (/^(https?:\/\/|\/api\/uploads\/)/.test(r.image) ? r.image : `/api/uploads/${r.image}`)),
      counts: { batch_snapshots: snapshots, rm_batch_detail: addresses },
    };
  },
};
