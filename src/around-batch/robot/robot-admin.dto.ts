import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';

export class EnabledDto {
  @IsBoolean() enabled: boolean;
}

export class MarkManualDto {
  @IsOptional() @IsString() @MaxLength(500) remark?: string;
}

export class RobotFailuresQueryDto {
  @IsOptional() @IsUUID() batch_id?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}
