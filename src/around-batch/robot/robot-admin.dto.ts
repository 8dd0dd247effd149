import type { EnabledBody } from '@contracts/common';
import type { MarkManualBody, RobotFailuresQuery } from '@contracts/robot';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';
import { dtoMatches } from '../../platform/web/dto-contract';
import { OptionalText } from '../../platform/web/field-rules';

export class EnabledDto implements EnabledBody {
  @IsBoolean() enabled: boolean;
}

export class MarkManualDto implements MarkManualBody {
  @OptionalText(500) remark?: string;
}

export class RobotFailuresQueryDto implements RobotFailuresQuery {
  @IsOptional() @IsUUID() batch_id?: string;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(500) limit?: number;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<EnabledDto, EnabledBody>(true);
dtoMatches<MarkManualDto, MarkManualBody>(true);
dtoMatches<RobotFailuresQueryDto, RobotFailuresQuery>(true);
