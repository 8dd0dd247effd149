import { IsInt, IsString, MetadataStorage, Min, validateSync } from 'class-validator';
import { cacheValidationMetadata } from './validation-metadata-cache';

class Base {
  @IsString()
  name!: unknown;
}

class Child extends Base {
  @IsInt()
  @Min(1)
  count!: unknown;
}

const problems = (value: object) =>
  validateSync(value).map((e) => `${e.property}:${Object.keys(e.constraints ?? {}).join(',')}`);

const make = <T extends object>(type: new () => T, fields: Record<string, unknown>): T =>
  Object.assign(new type(), fields);

describe('the cache of class-validator rules per class', () => {
  it('gives the same answers as class-validator, inherited rules included, on every call', () => {
    const before = [
      problems(make(Child, { name: 1, count: 0 })),
      problems(make(Child, { name: 'a', count: 2 })),
      problems(make(Base, { name: 3 })),
    ];
    cacheValidationMetadata();
    cacheValidationMetadata(); // twice is once
    for (let i = 0; i < 3; i += 1) {
      expect(problems(make(Child, { name: 1, count: 0 }))).toEqual(before[0]);
      expect(problems(make(Child, { name: 'a', count: 2 }))).toEqual(before[1]);
      expect(problems(make(Base, { name: 3 }))).toEqual(before[2]);
    }
    expect(before[0]).toEqual(['count:min', 'name:isString']);
    expect(before[1]).toEqual([]);
  });

  it('forgets its answers when a rule is added after them', () => {
    const storage = new MetadataStorage();
    const lookups: string[] = [];
    const lookup = storage.getTargetValidationMetadatas.bind(storage);
    storage.getTargetValidationMetadatas = (...args) => {
      lookups.push('scan');
      return lookup(...args);
    };
    cacheValidationMetadata(storage);
    class Late {
      note!: string;
    }
    expect(storage.getTargetValidationMetadatas(Late, '', false, false)).toHaveLength(0);
    expect(storage.getTargetValidationMetadatas(Late, '', false, false)).toHaveLength(0);
    expect(lookups).toHaveLength(1);
    // A rule registered later (as a schema registered at run time would) is seen by the next lookup.
    storage.addValidationMetadata(
      Object.assign(Object.create(null) as object, {
        type: 'customValidation',
        target: Late,
        propertyName: 'note',
        constraints: [3],
        validationTypeOptions: undefined,
        each: false,
        context: undefined,
        always: undefined,
        groups: [],
      }) as never,
    );
    expect(storage.getTargetValidationMetadatas(Late, '', false, false)).toHaveLength(1);
    expect(lookups).toHaveLength(2);
  });
});
