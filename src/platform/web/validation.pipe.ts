import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';
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

/** class-validator failures become 400 VALIDATION_FAILED naming the first offending field. */
export function createValidationPipe(): ValidationPipe {
  cacheValidationMetadata();
  return new ValidationPipe({
    transform: true,
    whitelist: true,
    forbidUnknownValues: true,
    exceptionFactory: (errors) => {
      const problem = firstProblem(errors) ?? { field: 'body', constraint: 'invalid', message: 'Wrong Input' };
      return new BadRequestException({ code: 'VALIDATION_FAILED', message: problem.message, params: problem });
    },
  });
}
