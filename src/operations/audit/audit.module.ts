import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PartiesQuery } from '../../batch';
import { AdminUserChangesService } from './admin-user-changes.service';
import { AdminUsersController } from './admin-users.controller';
import { AuditorReadOnlyGuard } from './auditor-read-only.guard';
import { BatchHistoryController } from './batch-history.controller';
import { BatchHistoryService } from './batch-history.service';

/** Auditors: batch history with hash-chain verification, and the read-only rule for auditors. */
@Module({
  controllers: [BatchHistoryController, AdminUsersController],
  providers: [
    BatchHistoryService,
    AdminUserChangesService,
    PartiesQuery,
    { provide: APP_GUARD, useClass: AuditorReadOnlyGuard },
  ],
})
export class AuditModule {}
