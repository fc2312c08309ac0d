import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { KeyPair } from './certificates';

export interface TestSmtpServerOptions {
  /**
   * A certificate to offer: by STARTTLS on a plain connection (port 587's way), or from the first
   * byte with `implicit` (port 465's, `smtps://`). Without one the server speaks plain SMTP only.
   */
  tls?: KeyPair;
  implicit?: boolean;
}

/**
 * A mail server on loopback in the test process: what the app's SMTP transport hands over is parsed
 * (headers, text, HTML) into `received`, and whether it came over TLS (the session's `secure` when
 * the data arrived) into `secure`. `refuseNext` answers the next hand-overs with a temporary failure
 * (451), as a busy server would.
 */
export class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  readonly secure: boolean[] = [];
  refuseNext = 0;
  private readonly server: SMTPServer;

  constructor(private readonly options: TestSmtpServerOptions = {}) {
    const tls = options.tls ? { key: options.tls.key, cert: options.tls.cert, secure: options.implicit ?? false } : { disabledCommands: ['STARTTLS'] };
    this.server = new SMTPServer({
      ...tls,
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        if (this.refuseNext > 0) {
          this.refuseNext--;
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            this.secure.push(session.secure);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    // A client that gives up on the certificate drops the connection mid-handshake.
    this.server.on('error', () => undefined);
  }

  /** Listens on a free loopback port; answers the `SMTP_URL` that reaches it. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `${this.options.implicit ? 'smtps' : 'smtp'}://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
