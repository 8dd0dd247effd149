/**
 * A gateway speaking Twilio's API inside this process (src/dev binds the simulator to it when
 * SMS_SENDER=twilio-simulator): the Twilio adapter is then pointed at its URL.
 */
export abstract class LocalSmsGateway {
  abstract readonly url: string;
}
