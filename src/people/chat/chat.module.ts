import { Module, type OnModuleInit } from '@nestjs/common';
import { RealtimeModule } from '../../platform/realtime/realtime.module';
import { SocketHandlers } from '../../platform/realtime/socket-handlers';
import { AccountNames } from './account-names';
import { ChatAccess } from './chat-access';
import { ChatHistoryController } from './chat-history.controller';
import { ChatMessagesRepository } from './chat-messages.repository';
import { ChatService } from './chat.service';
import { ChatSocket } from './chat.socket';
import { ChatWsTransport } from './chat-ws.transport';
import { SupportInboxController } from './support-inbox.controller';
import { SupportInboxQuery } from './support-inbox.query';
import { fromSessionSecret } from '../../platform/auth/session-secret';
import { supportChatSecret } from './support-identity-hash';
import { SUPPORT_CHAT_KEY, SupportIdentityService } from './support-identity.service';
import { SupportIdentityController } from './support-identity.controller';
import { SupportStartSocket } from './support-start.socket';

/** Order and support chat over the realtime gateway, its history, and the staff support inbox. */
@Module({
  imports: [RealtimeModule],
  controllers: [ChatHistoryController, SupportInboxController, SupportIdentityController],
  providers: [
    AccountNames,
    ChatAccess,
    ChatMessagesRepository,
    ChatService,
    ChatSocket,
    ChatWsTransport,
    SupportInboxQuery,
    SupportIdentityService,
    SupportStartSocket,
    fromSessionSecret(SUPPORT_CHAT_KEY, ({ config, secret }) => supportChatSecret(config.supportChatSecret, secret)),
  ],
})
export class ChatModule implements OnModuleInit {
  constructor(
    private readonly handlers: SocketHandlers,
    private readonly socket: ChatSocket,
    private readonly supportStart: SupportStartSocket,
  ) {}

  onModuleInit(): void {
    this.handlers.register((socket, actor) => this.socket.attach(socket, actor));
    this.handlers.register((socket, actor) => this.supportStart.attach(socket, actor));
  }
}
