import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text (calendar files are text). */
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Connects to the SMTP server and signs in, sending nothing (absent when e-mails are kept as files). */
  verify?(): Promise<void>;
}

/**
 * Outgoing e-mail. With SMTP_URL set, messages go through that server; otherwise (and in demo mode) each is
 * written as an .eml file under DATA_DIR/outbox and named in the log, so nothing is lost and nothing leaves.
 */
export function createMailer(options: {
  smtpUrl: string | null;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      async verify() {
        await transport.verify();
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
      );
      const content = info.message;
      await fs.writeFile(file, Buffer.isBuffer(content) ? content : String(content), { mode: 0o600 });
      options.log.info({ to: message.to, subject: message.subject, file }, 'e-mail written to the outbox');
    },
  };
}
