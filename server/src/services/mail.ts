import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import { newId } from '../lib/ids';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same as `text`, laid out (a digest); the log and the outbox keep the text. */
  html?: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends over SMTP, on a few kept-open connections (nodemailer's pool) unless the URL says
 * `pool=false`: digests go out in batches, and a new connection per mail costs more than the mail.
 * `smtps://` speaks TLS from the first byte; `smtp://` upgrades with STARTTLS when the server offers
 * it. Either way the server's certificate is checked as Node checks any: against the system's
 * authorities and NODE_EXTRA_CA_CERTS, or only `testCa` (the tests' own authority, set in code).
 */
export async function smtpMailer(url: string, from: string, options: { testCa?: string } = {}): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const pooled = new URL(url);
  if (!pooled.searchParams.has('pool')) pooled.searchParams.set('pool', 'true');
  const transport: Transporter = nodemailer.createTransport({ url: pooled.toString(), ...(options.testCa ? { tls: { ca: options.testCa } } : {}) });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Without SMTP, mail goes to the log (so that a newcomer can read their code in the terminal)
 * and to the outbox table (so that the end-to-end tests can read it).
 */
export function outboxMailer(db: Database, log: FastifyBaseLogger): Mailer {
  return {
    async send(message) {
      await db.insert(mailOutbox).values({ id: newId(), to: message.to, subject: message.subject, text: message.text });
      log.info(`Mail to ${message.to}: ${message.subject}\n${message.text}`);
    },
    async close() {},
  };
}
