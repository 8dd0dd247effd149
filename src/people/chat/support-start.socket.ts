import { Injectable, Logger } from '@nestjs/common';
import type { Socket } from 'socket.io';
import type { SupportStartPayload } from '@contracts/chat';
import type { Actor } from '../../platform/auth/actor';
import { SupportIdentityService } from './support-identity.service';

type Ack = (answer: Record<string, unknown>) => void;

export const SUPPORT_IDENTITY_INVALID = 'SUPPORT_IDENTITY_INVALID';

/** The payload as the service takes it: an object, or nothing (then refused). */
export const supportStartBody = (payload: unknown): Partial<SupportStartPayload> | undefined =>
  typeof payload === 'object' && payload !== null ? payload : undefined;

/**
 * `support:start { account_id, first_name, email, language, hash, request_count, order_count }`:
 * the support widget starts (or restarts after a drop) for the signed-in account. The hash must be
 * the server's HMAC of that account id; a refusal is `{ ok: false, code: SUPPORT_IDENTITY_INVALID }`.
 */
@Injectable()
export class SupportStartSocket {
  private readonly logger = new Logger('SupportStartSocket');

  constructor(private readonly identities: SupportIdentityService) {}

  attach(socket: Socket, actor: Actor): void {
    socket.on('support:start', (payload: unknown, ack?: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => undefined;
      void this.start(actor, payload, reply);
    });
  }

  private async start(actor: Actor, payload: unknown, reply: Ack): Promise<void> {
    try {
      const room = await this.identities.start(actor.id, supportStartBody(payload));
      reply(room ? { ok: true, room } : { ok: false, code: SUPPORT_IDENTITY_INVALID });
    } catch (error) {
      this.logger.warn(`support:start failed: ${error instanceof Error ? error.message : String(error)}`);
      reply({ ok: false, code: 'CHAT_SEND_FAILED' });
    }
  }
}
