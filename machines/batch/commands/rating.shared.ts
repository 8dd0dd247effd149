import { validationError, type DomainError } from '../batch.errors';
import type { Actor } from '../batch.types';
import { optionalText } from './validate';

/** 1-5 whole stars and a review; only the requester rates (staff completing for them does not). */
export function checkRating(actor: Actor, rating: number | undefined, review: string | undefined): DomainError | null {
  if (rating === undefined) return review === undefined ? null : validationError('rating');
  if (actor.role !== 'requester') return validationError('rating');
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) return validationError('rating');
  return optionalText(review, 'review');
}
