import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import {
  SHIPMENT_STATUS_VALUES,
  type DepartShipmentBody,
  type HoldParcelBody,
  type MoveParcelBody,
  type OpenShipmentBody,
  type ShipmentListQuery,
  type ShipmentStatusValue,
} from '@contracts/shipments';
import { WAREHOUSES } from '../../batch';
import { dtoMatches, type Defaulted } from '../../platform/web/dto-contract';
import { NonEmptyText } from '../../platform/web/field-rules';
import { MAX_PAGE } from '../../platform/web/number-bounds';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class ShipmentListQueryDto {
  @IsOptional() @IsIn(WAREHOUSES) warehouse?: string;
  @IsOptional() @IsIn(SHIPMENT_STATUS_VALUES) status?: ShipmentStatusValue;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE) page: number = 1;
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(100) page_size: number = 20;
}

export class OpenShipmentDto {
  @IsIn(WAREHOUSES) warehouse: string;
}

/** The carrier and the master air waybill; the machine checks the number by the tracking-number rule. */
export class DepartShipmentDto {
  @NonEmptyText(64) carrier: string;
  @NonEmptyText(60) master_tracking_number: string;
}

export class MoveParcelDto {
  @ValidateIf((_o, value) => value !== null) @IsString() @Matches(UUID) to_shipment_id: string | null;
}

export class HoldParcelDto {
  @NonEmptyText(500) reason: string;
}

dtoMatches<Defaulted<ShipmentListQueryDto, 'page' | 'page_size'>, ShipmentListQuery>(true);
dtoMatches<OpenShipmentDto, OpenShipmentBody>(true);
dtoMatches<DepartShipmentDto, DepartShipmentBody>(true);
dtoMatches<MoveParcelDto, MoveParcelBody>(true);
dtoMatches<HoldParcelDto, HoldParcelBody>(true);
