import { Module, type DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventStoreModule } from './event-store/event-store.module';
import { HealthModule } from './health/health.module';
import { AuthModule } from './auth/auth.module';
import { BatchesModule } from './batches/batches.module';
import { ProofsModule } from './proofs/proofs.module';
import { WebModule } from './web/web.module';
import { ClockModule } from './common/clock';
import { AccountsModule } from './accounts/accounts.module';
import { SignInModule } from './sign-in/sign-in.module';
import { OtpModule } from './otp/otp.module';
import { OutboxModule } from './outbox/outbox.module';
import { ReferenceDataModule } from './reference-data/reference-data.module';
import { UploadsModule } from './uploads/uploads.module';
import { RealtimeModule } from './realtime/realtime.module';
import { NotificationsModule } from './notifications/notifications.module';
import { JobsModule } from './jobs/jobs.module';
import { AssignmentModule } from './assignment/assignment.module';
import { BatchPaymentsModule } from './payments/batch-payments.module';
import { RefundsModule } from './refunds/refunds.module';
import { PromotionsModule } from './promotions/promotions.module';
import { TimersModule } from './timers/timers.module';
import { RobotModule } from './robot/robot.module';
import { AuditModule } from './audit/audit.module';
import { AdminDashboardModule } from './admin-dashboard/admin-dashboard.module';
import { ReferenceAdminModule } from './reference-admin/reference-admin.module';
import { ChatModule } from './chat/chat.module';
import { StatisticsModule } from './statistics/statistics.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, dataSource: DataSource, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(dataSource, databaseUrl), EventStoreModule, AuthModule, HealthModule, BatchesModule, ClockModule, SignInModule, AccountsModule, OtpModule, OutboxModule, ReferenceDataModule, UploadsModule, RealtimeModule, NotificationsModule, ChatModule, StatisticsModule, JobsModule, AssignmentModule, BatchPaymentsModule.forRoot(config), RefundsModule, PromotionsModule, TimersModule, RobotModule, AuditModule, AdminDashboardModule, ReferenceAdminModule, ProofsModule, WebModule],
    };
  }
}
