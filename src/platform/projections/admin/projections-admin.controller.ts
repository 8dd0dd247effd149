import type { ProjectionsHealth } from '@contracts/admin';
import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../auth/auth.decorators';
import { ProjectionLag } from './projection-lag';

@Controller()
export class ProjectionsAdminController {
  constructor(private readonly lag: ProjectionLag) {}

  @Get('api/admin/projections')
  @Roles('staff', 'auditor')
  async list(): Promise<ProjectionsHealth> {
    return { results: await this.lag.report() };
  }
}
