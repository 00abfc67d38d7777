// The lead alerts' receivers in the end-to-end environment: an SMTP server (smtp-server, each message read back with
// mailparser) and a chat webhook, on the instance's private ports. What they got is read on the control port.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts both; answers what they received so far and how to stop them. */
export async function startAlertReceivers({ smtpPort, hookPort }) {
  const received = { mail: [], chat: [] };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(({ to, subject, text, html }) => {
        received.mail.push({ to: to?.text ?? '', subject: subject ?? '', text: text ?? '', html: html || '' });
        done();
      }, done);
    },
  });
  const hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      // A stray request on this port (not the site's alert) is refused, not allowed to stop the environment.
      try {
        received.chat.push(JSON.parse(body));
      } catch {
        response.writeHead(400).end('not JSON');
        return;
      }
      response.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  await new Promise((resolve) => hook.listen(hookPort, '127.0.0.1', resolve));
  return {
    received,
    stop: () => Promise.all([new Promise((r) => smtp.close(r)), new Promise((r) => hook.close(r))]),
  };
}
