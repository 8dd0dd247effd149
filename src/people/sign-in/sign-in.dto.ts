import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { dtoMatches } from '../../platform/web/dto-contract';
import type { LoginRequest } from '@contracts/accounts';

export class LoginDto {
  @IsIn(['google', 'facebook', 'dev'], { message: 'Wrong Input' })
  provider: 'google' | 'facebook' | 'dev';

  /** Google: the ID token (JWT). Facebook: the user access token. dev: the demo account's e-mail. */
  @IsString({ message: 'Required' })
  @IsNotEmpty({ message: 'Required' })
  @MaxLength(8192, { message: 'Over Maximum Value' })
  token: string;

  /** Facebook only: the state from GET /api/user/login/state/ that the login dialog echoed back. */
  @IsOptional()
  @IsString({ message: 'Wrong Input' })
  @MaxLength(512, { message: 'Over Maximum Value' })
  state?: string;
}

// Each DTO is its contract type field for field, both ways (src/platform/web/dto-contract.ts).
dtoMatches<LoginDto, LoginRequest>(true);
