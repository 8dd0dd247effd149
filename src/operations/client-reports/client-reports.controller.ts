import type { ClientReportAccepted, ClientReportDetail, ClientReportList } from '@contracts/client-reports';
import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import type { Actor } from '../../platform/auth/actor';
import { Public, Roles } from '../../platform/auth/auth.decorators';
import { ClientReportBody } from './client-reports.dto';
import { ClientReportsService } from './client-reports.service';

@Controller()
export class ClientReportsController {
  constructor(private readonly reports: ClientReportsService) {}

  /** Public: a page may crash before (or while) signing in; the account is recorded when there is one. */
  @Post('api/client-reports')
  @Public()
  @HttpCode(201)
  async report(
    @Body() body: ClientReportBody,
    @Req() request: Request & { actor?: Actor },
  ): Promise<ClientReportAccepted> {
    const size = Number(request.headers['content-length'] ?? 0) || JSON.stringify(body).length;
    return { id: await this.reports.record(body, request.actor?.id ?? null, size) };
  }

  @Get('api/admin/client-reports')
  @Roles('staff', 'auditor')
  list(): Promise<ClientReportList> {
    return this.reports.list();
  }

  @Get('api/admin/client-reports/:id')
  @Roles('staff', 'auditor')
  detail(@Param('id') id: string): Promise<ClientReportDetail> {
    return this.reports.detail(id);
  }
}
