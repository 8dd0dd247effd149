import type { EnabledBody } from '@contracts/common';
import type { MarkManualBody, RobotFailuresQuery } from '@contracts/robot';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class EnabledDto implements EnabledBody {
  @IsBoolean() enabled: boolean;
}

export class MarkManualDto implements MarkManualBody {
  @IsOptional() @IsString() @MaxLength(500) remark?: string;
}

export class RobotFailuresQueryDto implements RobotFailuresQuery {
  @IsOptional() @IsUUID() batch_id?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}
