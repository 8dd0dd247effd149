import { createTransport, type Transporter } from 'nodemailer';
import { EmailSender, type EmailMessage } from './email.port';

/**
 * The real e-mail adapter: nodemailer over SMTP, chosen when SMTP_URL is set. STARTTLS is used
 * when the server offers it; credentials travel in the URL (smtp://user:pass@host:587).
 */
export class SmtpEmailSender extends EmailSender {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    super();
    this.transport = createTransport(url);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
      // Lets a mail log be matched to the reason it was sent without reading the body.
      headers: { 'X-Purpose': message.purpose },
    });
  }

  close(): void {
    this.transport.close();
  }
}
