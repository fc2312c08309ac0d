import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A mail server on loopback in the test process: what the app's SMTP transport hands over is parsed
 * (headers, text, HTML) into `received`. `refuseNext` answers the next hand-overs with a temporary
 * failure (451), as a busy server would.
 */
export class TestSmtpServer {
  readonly received: ParsedMail[] = [];
  refuseNext = 0;
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      if (this.refuseNext > 0) {
        this.refuseNext--;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error('Try again later'), { responseCode: 451 })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          this.received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  /** Listens on a free loopback port; answers the `SMTP_URL` that reaches it. */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
