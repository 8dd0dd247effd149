import { Module, type DynamicModule } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { EventStoreModule } from './platform/event-store/event-store.module';
import { HealthModule } from './platform/health/health.module';
import { AuthModule } from './platform/auth/auth.module';
import { BatchesModule, BatchReadModule } from './batch';
import { ProofsModule } from './around-batch/proofs';
import { ArrivalModule } from './around-batch/arrival';
import { ShipmentModule } from './shipment';
import { PickupModule } from './around-batch/pickup';
import { DeadlinesModule } from './around-batch/deadlines';
import { WebModule } from './platform/web/web.module';
import { ClockModule } from './platform/clock/clock';
import { AccountsModule } from './people/accounts';
import { AccountSettingsModule } from './people/account-settings';
import { SignInModule } from './people/sign-in';
import { OtpModule } from './people/otp';
import { OutboxModule } from './platform/outbox/outbox.module';
import { ReferenceDataModule } from './operations/reference-data/reference-data.module';
import { UploadsModule } from './platform/uploads/uploads.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { NotificationsModule } from './people/notifications';
import { JobsModule } from './platform/jobs/jobs.module';
import { AssignmentModule } from './around-batch/assignment';
import { BatchPaymentsModule } from './around-batch/payments';
import { RefundsModule } from './around-batch/refunds';
import { PromotionsModule } from './around-batch/promotions';
import { TimersModule } from './around-batch/timers';
import { RobotModule } from './around-batch/robot';
import { ShipmentMovesModule } from './around-batch/shipment-moves';
import { AuditModule } from './operations/audit/audit.module';
import { AdminDashboardModule } from './operations/admin-dashboard/admin-dashboard.module';
import { ReferenceAdminModule } from './operations/reference-admin/reference-admin.module';
import { ChatModule } from './people/chat';
import { StatisticsModule } from './operations/statistics/statistics.module';
import { LoggingModule } from './platform/logging/logging.module';
import { ObservabilityModule } from './platform/observability/observability.module';
import { ClientReportsModule } from './operations/client-reports/client-reports.module';
import type { DestinationStream } from 'pino';
import { LegacyApiModule } from './legacy-api/legacy-api.module';
import { PrivacyModule } from './people/privacy';
import { RetentionModule } from './operations/retention/retention.module';
import { DevModule } from './dev/dev.module';
import { IdempotencyModule } from './platform/idempotency';

@Module({})
export class AppModule {
  static forRoot(
    config: AppConfig,
    dataSource: DataSource,
    databaseUrl: string,
    options: { logStream?: DestinationStream } = {},
  ): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(config.logLevel, options.logStream),
        ConfigModule.forRoot(config),
        // The local stand-ins behind the features' ports (src/dev/dev.module.ts decides which).
        DevModule.forRoot(config),
        DatabaseModule.forRoot(dataSource, databaseUrl),
        EventStoreModule,
        AuthModule,
        IdempotencyModule,
        HealthModule,
        ObservabilityModule,
        ClientReportsModule,
        BatchesModule,
        BatchReadModule,
        ClockModule,
        SignInModule,
        AccountsModule,
        AccountSettingsModule,
        OtpModule,
        OutboxModule,
        ReferenceDataModule,
        UploadsModule,
        RealtimeModule,
        NotificationsModule,
        ChatModule,
        PrivacyModule,
        RetentionModule,
        StatisticsModule,
        LegacyApiModule,
        JobsModule,
        AssignmentModule,
        BatchPaymentsModule.forRoot(config),
        RefundsModule,
        PromotionsModule,
        TimersModule,
        RobotModule,
        ShipmentMovesModule,
        AuditModule,
        AdminDashboardModule,
        ReferenceAdminModule,
        ProofsModule,
        ArrivalModule,
        ShipmentModule,
        PickupModule,
        DeadlinesModule,
        WebModule,
      ],
    };
  }
}
