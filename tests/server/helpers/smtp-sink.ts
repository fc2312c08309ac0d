import net, { type AddressInfo } from 'node:net';

/** A message as the sink received it: the envelope, and the headers and text it carried. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO, without the angle brackets. */
  envelope: { from: string; to: string[] };
  /** Lower-case names, folded lines unfolded. */
  headers: Record<string, string>;
  /** The body with its transfer encoding undone. */
  text: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:PORT`, as SMTP_URL writes it. */
  url: string;
  received: ReceivedMail[];
  /** When set, every RCPT TO is answered with this reply (`550 ...`), as by a server that refuses the mail. */
  refuse: string | null;
  close: () => Promise<void>;
}

/**
 * The part of SMTP (RFC 5321) a client needs to hand over a message, on loopback only: no TLS, no
 * authentication, nothing relayed. It keeps what it is given for the test to read.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = { url: '', received: [], refuse: null, close: async () => {} };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    converse(socket, sink);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  sink.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sink.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return sink;
}

function converse(socket: net.Socket, sink: SmtpSink): void {
  const reply = (line: string) => socket.write(`${line}\r\n`);
  let envelope: ReceivedMail['envelope'] = { from: '', to: [] };
  let data: string[] | null = null;
  let pending = '';

  const onLine = (line: string) => {
    if (data) {
      if (line !== '.') {
        // A line that began with a dot was sent with a second one (dot-stuffing).
        data.push(line.startsWith('.') ? line.slice(1) : line);
        return;
      }
      sink.received.push({ envelope, ...parseMessage(data.join('\r\n')) });
      data = null;
      envelope = { from: '', to: [] };
      reply('250 2.0.0 Queued');
      return;
    }
    const verb = line.slice(0, 4).toUpperCase();
    if (verb === 'EHLO') reply('250-sink.localhost\r\n250 8BITMIME');
    else if (verb === 'HELO') reply('250 sink.localhost');
    else if (verb === 'MAIL') {
      envelope = { from: address(line), to: [] };
      reply('250 2.1.0 OK');
    } else if (verb === 'RCPT') {
      if (sink.refuse) return void reply(sink.refuse);
      envelope.to.push(address(line));
      reply('250 2.1.5 OK');
    } else if (verb === 'DATA') {
      if (envelope.to.length === 0) return void reply('554 5.5.1 No valid recipients');
      data = [];
      reply('354 End data with <CR><LF>.<CR><LF>');
    } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 OK');
    else if (verb === 'QUIT') {
      reply('221 2.0.0 Bye');
      socket.end();
    } else reply('502 5.5.2 Command not implemented');
  };

  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    pending += chunk;
    let end: number;
    while ((end = pending.indexOf('\r\n')) !== -1) {
      const line = pending.slice(0, end);
      pending = pending.slice(end + 2);
      onLine(line);
    }
  });
  reply('220 sink.localhost ESMTP');
}

/** `MAIL FROM:<a@b> SIZE=12` gives `a@b`. */
const address = (line: string) => /<([^>]*)>/.exec(line)?.[1] ?? '';

function parseMessage(raw: string): Omit<ReceivedMail, 'envelope'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  // A line that starts with white space continues the header above it.
  for (const line of head.replace(/\r\n(?=[ \t])/g, '').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, text: decodeBody(body, headers['content-transfer-encoding'] ?? '') };
}

function decodeBody(body: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind !== 'quoted-printable') return body;
  // A trailing `=` joins a line to the next; `=XX` is a byte.
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
