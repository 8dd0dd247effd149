import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { LocalSmsGateway } from '../../platform/outbox/local-sms-gateway';
import { TwilioSimulator } from './twilio-simulator';

/** Runs the Twilio simulator inside the app (SMS_SENDER=twilio-simulator) and stops it on shutdown. */
export class TwilioSimulatorHost extends LocalSmsGateway implements OnModuleDestroy {
  private constructor(readonly simulator: TwilioSimulator) {
    super();
  }

  static async start(config: AppConfig): Promise<TwilioSimulatorHost> {
    if (!config.twilio) throw new Error('the Twilio simulator needs SMS_SENDER=twilio-simulator');
    const simulator = new TwilioSimulator({ accountSid: config.twilio.accountSid, authToken: config.twilio.authToken });
    const url = await simulator.start();
    new Logger('OutboxModule').log(`Twilio simulator listening at ${url}`);
    return new TwilioSimulatorHost(simulator);
  }

  get url(): string {
    return this.simulator.url;
  }

  async onModuleDestroy(): Promise<void> {
    await this.simulator.stop();
  }
}
