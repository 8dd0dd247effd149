import { Controller, Get } from '@nestjs/common';
import { Roles } from '../../platform/auth/auth.decorators';
import { AdminDashboardService } from './admin-dashboard.service';

@Controller('api/admin/dashboard')
@Roles('staff', 'auditor')
export class AdminDashboardController {
  constructor(private readonly service: AdminDashboardService) {}

  @Get()
  dashboard() {
    return this.service.dashboard();
  }
}
