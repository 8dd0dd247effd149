import { BadRequestException, ValidationPipe, type ArgumentMetadata, type ValidationError } from '@nestjs/common';
import { nullFieldOf } from './null-fields';
import { cacheValidationMetadata } from './validation-metadata-cache';

function firstProblem(
  errors: ValidationError[],
  prefix = '',
): { field: string; constraint: string; message: string } | undefined {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) {
      const [constraint, message] = Object.entries(error.constraints)[0];
      return { field, constraint, message };
    }
    const nested = firstProblem(error.children ?? [], field);
    if (nested) return nested;
  }
  return undefined;
}

const validationFailed = (problem: { field: string; constraint: string; message: string }) =>
  new BadRequestException({ code: 'VALIDATION_FAILED', message: problem.message, params: problem });

/**
 * class-validator failures become 400 VALIDATION_FAILED naming the first offending field; so does
 * `null` in a field not declared `@Nullable()` (null-fields.ts), on every route.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const validated: unknown = await super.transform(value, metadata);
    const field = nullFieldOf(validated);
    if (field) throw validationFailed({ field, constraint: 'notNull', message: 'Wrong Input' });
    return validated;
  }
}

export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ApiValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) =>
      validationFailed(firstProblem(errors) ?? { field: 'body', constraint: 'invalid', message: 'Wrong Input' }),
  });
}
