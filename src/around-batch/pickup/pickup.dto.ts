import { Matches } from 'class-validator';
import type { PickupCheckBody } from '@contracts/pickup';
import { dtoMatches } from '../../platform/web/dto-contract';

/** What staff send at the counter; the code is exactly six digits (spaces are the app's to strip). */
export class PickupCheckDto {
  @Matches(/^[a-z0-9-]{2,40}$/) pickup_point_id: string;
  @Matches(/^BN[0-9A-Za-z_-]{1,60}$/) batch_number: string;
  @Matches(/^[0-9]{6}$/) code: string;
}

dtoMatches<PickupCheckDto, PickupCheckBody>(true);
