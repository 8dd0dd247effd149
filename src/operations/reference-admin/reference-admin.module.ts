import { Module } from '@nestjs/common';
import { ReferenceAdminController } from './reference-admin.controller';
import { ReferenceAdminService } from './reference-admin.service';

/** Staff edit reference data; every change lands in admin_changes. */
@Module({
  controllers: [ReferenceAdminController],
  providers: [ReferenceAdminService],
})
export class ReferenceAdminModule {}
