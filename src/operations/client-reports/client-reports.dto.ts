import type * as Contract from '@contracts/client-reports';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { dtoMatches } from '../../platform/web/dto-contract';

export class ClientReportBody implements Contract.ClientReportInput {
  @IsIn(['customer', 'admin']) app: Contract.ClientApp;
  @IsIn(['error', 'session']) kind: Contract.ClientReportKind;
  @IsString() @MaxLength(2000) message: string;
  @IsOptional() @IsString() @MaxLength(20000) stack?: string;
  @IsString() @MaxLength(500) route: string;
  @IsString() @MaxLength(100) release: string;
  @IsString() @MaxLength(500) userAgent: string;
  @IsOptional() @IsString() @Matches(/^[0-9a-f]{32}$/) traceId?: string;
  @IsString() @MaxLength(100) sessionId: string;
  @IsArray() @ArrayMaxSize(50_000) replay: unknown[];
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<ClientReportBody, Contract.ClientReportInput>(true);
