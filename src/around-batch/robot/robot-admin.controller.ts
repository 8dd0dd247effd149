import type { RobotFailureList } from '@contracts/robot';
import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import type { Actor } from '../../platform/auth/actor';
import { CurrentActor, Roles } from '../../platform/auth/auth.decorators';
import { answerCommand, BatchCommand, type BatchCommandCall, BatchWriter } from '../../batch';
import { Clock } from '../../platform/clock/clock';
import { AutoWorkflowRepository } from './auto-workflow.repository';
import { EnabledDto, MarkManualDto, RobotFailuresQueryDto } from './robot-admin.dto';
import { robotFailureOf, RobotFailuresRepository } from './robot-failures.repository';

/** Staff operations for the robot and the auto-workflow (spec §6); auditors may read. */
@Controller('api/admin')
export class RobotAdminController {
  constructor(
    private readonly writer: BatchWriter,
    private readonly failures: RobotFailuresRepository,
    private readonly autoWorkflow: AutoWorkflowRepository,
    private readonly clock: Clock,
  ) {}

  @Get('robot/failures')
  @Roles('staff', 'auditor')
  async failureList(@Query() query: RobotFailuresQueryDto): Promise<RobotFailureList> {
    const rows = await this.failures.list({ batchId: query.batch_id, limit: query.limit ?? 100 });
    return { results: rows.map(robotFailureOf) };
  }

  @Get('auto-workflow')
  @Roles('staff', 'auditor')
  autoWorkflowGet() {
    return this.autoWorkflow.current();
  }

  @Put('auto-workflow')
  @Roles('staff')
  autoWorkflowSet(@Body() body: EnabledDto, @CurrentActor() actor: Actor) {
    return this.autoWorkflow.set(body.enabled, actor.id, this.clock.now());
  }

  @Put('batches/:id/auto-workflow')
  @Roles('staff')
  async batchAutoWorkflow(@Body() body: EnabledDto, @BatchCommand() call: BatchCommandCall) {
    return answerCommand(this.writer, call, 'ToggleAutoWorkflow', {
      enabled: body.enabled,
    });
  }

  @Post('batches/:id/send_to_robot')
  @Roles('staff')
  async sendToRobot(@BatchCommand() call: BatchCommandCall) {
    return answerCommand(this.writer, call, 'SendToRobot', {});
  }

  @Post('batches/:id/mark_manual')
  @Roles('staff')
  async markManual(@Body() body: MarkManualDto, @BatchCommand() call: BatchCommandCall) {
    return answerCommand(this.writer, call, 'MarkManual', { remark: body.remark });
  }
}
