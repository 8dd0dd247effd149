import { createParamDecorator, Inject, Injectable, type ExecutionContext, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SignupTokens } from './signup-token';

/** Present when the request carried a signup token; `userId` is null when it was forged or expired. */
export interface SignupSessionInfo {
  userId: string | null;
}

type RequestWithSignup = Request & { signupSession?: SignupSessionInfo };

/**
 * The customer app sends whatever token it stored as the bearer (spec §7), and during onboarding
 * that is a signup token. The global AuthGuard only knows session tokens, so this middleware (which
 * runs before guards) takes a signup token off the request and records it: the request then counts
 * as signed out everywhere except the few @Public onboarding routes that read @SignupSession().
 */
@Injectable()
export class SignupSessionMiddleware implements NestMiddleware {
  constructor(@Inject(SignupTokens) private readonly tokens: SignupTokens) {}

  use(request: RequestWithSignup, _response: Response, next: NextFunction): void {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (token && SignupTokens.looksLikeSignupToken(token)) {
      delete request.headers.authorization;
      request.signupSession = { userId: this.tokens.verify(token) ?? null };
    }
    next();
  }
}

/** The verified signup session of this request, if any. */
export const SignupSession = createParamDecorator(
  (_: unknown, context: ExecutionContext): SignupSessionInfo | undefined => {
    return context.switchToHttp().getRequest<RequestWithSignup>().signupSession;
  },
);
