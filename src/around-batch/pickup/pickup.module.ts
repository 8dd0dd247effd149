import { Module, type OnModuleInit } from '@nestjs/common';
import { BatchWriteModule } from '../../batch';
import { fromSessionSecret } from '../../platform/auth/session-secret';
import { ProjectionsModule } from '../../platform/projections/projections.module';
import { Reactions } from '../../platform/projections/reactions/reactions';
import { OutboxModule } from '../../platform/outbox/outbox.module';
import { NotificationTemplates } from '../../people/notifications';
import { TimerAlertsRepository } from '../timers';
import { PickupCodes } from './pickup-code';
import { PickupCodeDelivery } from './pickup-code.delivery';
import { PICKUP_CODES, PickupCodesService } from './pickup-codes.service';
import { PickupCodesRepository } from './pickup-codes.repository';
import { PickupHandOff } from './pickup-handoff.service';
import { PickupCodeLock } from './pickup-code-lock';
import { PickupRequesterController } from './pickup-requester.controller';
import { PickupStaffController } from './pickup-staff.controller';
import { PICKUP_CODE_JOB, pickupCodeReaction, type PickupCodePayload } from './pickup.reaction';

/**
 * The hand-off at the pickup point (README.md): the requester's one-time code (kept only as a hash),
 * the counter's check of it with a lock after wrong tries, and HandOverParcel through the batch writer.
 */
@Module({
  imports: [BatchWriteModule, ProjectionsModule, OutboxModule],
  controllers: [PickupRequesterController, PickupStaffController],
  providers: [
    PickupCodesRepository,
    PickupCodesService,
    PickupCodeDelivery,
    PickupHandOff,
    PickupCodeLock,
    TimerAlertsRepository,
    { provide: NotificationTemplates, useFactory: () => new NotificationTemplates() },
    fromSessionSecret(PICKUP_CODES, ({ secret }) => new PickupCodes(secret)),
  ],
})
export class PickupModule implements OnModuleInit {
  constructor(
    private readonly reactions: Reactions,
    private readonly codes: PickupCodesService,
  ) {}

  onModuleInit(): void {
    this.reactions.registerWithJob<PickupCodePayload>(pickupCodeReaction, PICKUP_CODE_JOB, (job) =>
      this.codes.issueAndSend(job.payload.batchId),
    );
  }
}
