import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../platform/auth/auth.decorators';
import { TimerAlertsRepository, type TimerAlertRow } from './timer-alerts.repository';

/** Staff (and auditors) read the alerts timers raised, newest first. */
@Controller('api/admin/timers')
export class TimersAdminController {
  constructor(private readonly alerts: TimerAlertsRepository) {}

  @Get('alerts')
  @Roles('staff', 'auditor')
  async alertsList(): Promise<{ results: TimerAlertRow[] }> {
    return { results: await this.alerts.list() };
  }
}
