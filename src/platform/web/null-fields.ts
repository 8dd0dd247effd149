import 'reflect-metadata';

const NULLABLE = Symbol('nullable');

/**
 * Marks a request field that takes `null` as a value of its own (clearing it). Without it, `null`
 * is refused (nullFieldOf): class-validator's IsOptional treats it as "not given", and it would
 * reach a NOT NULL column as a 500.
 */
export const Nullable = (): PropertyDecorator => (target, key) => {
  Reflect.defineMetadata(NULLABLE, true, target, key);
};

/** Whether a request class declares the field `@Nullable()`. */
export const isNullableField = (type: abstract new (...args: never[]) => unknown, key: string): boolean =>
  Reflect.getMetadata(NULLABLE, type.prototype as object, key) === true;

const isNullable = (instance: object, key: string): boolean =>
  Reflect.getMetadata(NULLABLE, Object.getPrototypeOf(instance) as object, key) === true;

/** A request class's instance (built by the pipe), as opposed to free-form JSON a field may hold. */
const isDtoInstance = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && value.constructor !== Object;

/**
 * The path of the first field of a validated request object (nested request objects and lists of
 * them included) that holds `null` without being `@Nullable()`; undefined when there is none.
 * Free-form objects (a plain `Record`) are values of their field and are not looked into.
 */
export function nullFieldOf(value: unknown, prefix = ''): string | undefined {
  if (!isDtoInstance(value)) return undefined;
  for (const [key, field] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (field === null) {
      if (!isNullable(value, key)) return path;
      continue;
    }
    const items = Array.isArray(field)
      ? field.map((item, n) => [`${path}.${n}`, item] as const)
      : [[path, field] as const];
    for (const [itemPath, item] of items) {
      const nested = nullFieldOf(item, itemPath);
      if (nested) return nested;
    }
  }
  return undefined;
}
