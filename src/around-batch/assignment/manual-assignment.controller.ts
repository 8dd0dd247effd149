import { Body, Controller, Put } from '@nestjs/common';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { DataSource } from 'typeorm';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { ApiError } from '../../platform/web/api-error';
import { BatchCommand, type BatchCommandCall, BatchWriter } from '../../batch';
import { BuyerProfilesRepository } from './buyer-profiles.repository';
import { dtoMatches } from '../../platform/web/dto-contract';
import type { AssignBuyerBody } from '@contracts/batch/batch-commands';

export class AssignBuyerDto {
  @IsString() @IsNotEmpty() @MaxLength(64) buyer_id: string;
  /** Required by the decider when the batch already had a buyer (audit trail). */
  @IsOptional() @IsString() @MaxLength(2000) explanation?: string;
}

/** Why a buyer id cannot take a batch (params.reason of ASSIGNMENT_BUYER_NOT_FOUND). */
export type NotAssignable = 'own_account' | 'no_buyer_profile' | 'not_a_buyer' | 'inactive';

const notAssignable = (reason: NotAssignable) =>
  new ApiError(404, 'ASSIGNMENT_BUYER_NOT_FOUND', 'Buyer profile not found', { field: 'buyer_id', reason });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Staff assign (or reassign) a batch by hand, only to an active buyer: one with a buyer profile,
 * not revoked, and — when the accounts know the id — a buyer account that is not deleted. Never the
 * staff member's own account, a requester's account or a made-up id.
 */
@Controller('api/admin/batches')
@Roles('staff')
export class ManualAssignmentController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly profiles: BuyerProfilesRepository,
    private readonly dataSource: DataSource,
  ) {}

  @Put(':id/assign')
  async assign(@Body() body: AssignBuyerDto, @CurrentActor() actor: Actor, @BatchCommand() call: BatchCommandCall) {
    const batchId = call.batchId();
    await this.requireAssignable(body.buyer_id, actor);
    const data = { buyerId: body.buyer_id, explanation: body.explanation };
    return call.respond(await this.writer.command(batchId, call.context, 'AssignBuyer', data));
  }

  private async requireAssignable(buyerId: string, actor: Actor): Promise<void> {
    if (buyerId === actor.id) throw notAssignable('own_account');
    if (!(await this.profiles.get(buyerId))) throw notAssignable('no_buyer_profile');
    const revoked = await this.dataSource.query<unknown[]>(`SELECT 1 FROM revoked_accounts WHERE account_id = $1`, [
      buyerId,
    ]);
    if (revoked.length > 0) throw notAssignable('inactive');
    if (!UUID.test(buyerId)) return;
    const accounts = await this.dataSource.query<{ account_type: string; deleted: boolean }[]>(
      `SELECT a.account_type, u.deleted_at IS NOT NULL AS deleted FROM accounts a JOIN users u ON u.id = a.user_id WHERE a.id = $1`,
      [buyerId],
    );
    const account = accounts[0];
    if (account && account.account_type !== 'b') throw notAssignable('not_a_buyer');
    if (account?.deleted) throw notAssignable('inactive');
  }
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<AssignBuyerDto, AssignBuyerBody>(true);
