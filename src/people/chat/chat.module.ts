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

/** Order and support chat over the realtime gateway, its history, and the staff support inbox. */
@Module({
  imports: [RealtimeModule],
  controllers: [ChatHistoryController, SupportInboxController],
  providers: [
    AccountNames,
    ChatAccess,
    ChatMessagesRepository,
    ChatService,
    ChatSocket,
    ChatWsTransport,
    SupportInboxQuery,
  ],
})
export class ChatModule implements OnModuleInit {
  constructor(
    private readonly handlers: SocketHandlers,
    private readonly socket: ChatSocket,
  ) {}

  onModuleInit(): void {
    this.handlers.register((socket, actor) => this.socket.attach(socket, actor));
  }
}
