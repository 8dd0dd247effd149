import { Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FileStorage } from './file-storage.port';
import { ImageUploadService, ImageWork } from './image-upload.service';
import { LocalDiskStorage } from './local-disk.storage';
import { PostgresStorage } from './postgres.storage';
import { DataSource } from 'typeorm';
import { UploadsController } from './uploads.controller';
import { ItemImageUploadController } from './item-image-upload.controller';
import { IncomingUploadsSweep } from './incoming-uploads';

@Module({
  controllers: [UploadsController, ItemImageUploadController],
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG, DataSource],
      // Several instances need `postgres`: a file on one instance's disk is a 404 on the others.
      useFactory: (config: AppConfig, dataSource: DataSource) =>
        config.uploadStorage === 'postgres' ? new PostgresStorage(dataSource) : new LocalDiskStorage(config.dataDir),
    },
    {
      provide: ImageWork,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new ImageWork(config.uploadConcurrency),
    },
    ImageUploadService,
    IncomingUploadsSweep,
  ],
  exports: [ImageUploadService, FileStorage],
})
export class UploadsModule {}
