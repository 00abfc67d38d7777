// A local SMTP server (smtp-server) whose messages are read back with mailparser, and a local HTTP receiver for a
// chat webhook: what the alert tests (and the alert e2e) send to instead of the Internet.
import { createServer, type Server } from 'node:http';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** Listens on `port` (a free one unless given, to bring a stopped server back on the same address). */
export async function startSmtpReceiver(port?: number, messages: ParsedMail[] = []) {
  const listenOn = port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        messages.push(mail);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve));
  return {
    port: listenOn,
    url: `smtp://127.0.0.1:${listenOn}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A chat webhook answering `status.code` (tests change it), keeping every JSON body posted. */
export async function startWebhookReceiver() {
  const bodies: { text: string; blocks?: unknown[] }[] = [];
  const status = { code: 200 };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (status.code < 300) bodies.push(JSON.parse(body));
      response.writeHead(status.code).end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    bodies,
    status,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
