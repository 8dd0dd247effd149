import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];

const cached = new WeakSet<MetadataStorage>();

/**
 * Remembers class-validator's answer to "which rules apply to this class" (per class, schema and
 * group options). class-validator works it out again for every object it validates, scanning every
 * decorated class of the application for ancestors of the one at hand: in a profile of the
 * buyer's remark that scan was the largest single cost of the validation pipe. The rules come from
 * decorators, so they are complete once the classes have loaded; a rule added later (a schema
 * registered at run time) clears what was remembered, so an answer is never older than the rules.
 * Callers only read the returned arrays (ValidationExecutor groups them by property).
 */
export function cacheValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  if (cached.has(storage)) return;
  cached.add(storage);
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  let answers = new Map<unknown, Map<string, ReturnType<Lookup>>>();
  const add = storage.addValidationMetadata.bind(storage);
  storage.addValidationMetadata = (metadata) => {
    answers = new Map();
    add(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${always}\u0000${strictGroups}\u0000${groups ? groups.join('\u0001') : '-'}`;
    let byKey = answers.get(target);
    if (!byKey) answers.set(target, (byKey = new Map<string, ReturnType<Lookup>>()));
    let answer = byKey.get(key);
    if (!answer) byKey.set(key, (answer = lookup(target, schema, always, strictGroups, groups)));
    return answer;
  };
}
