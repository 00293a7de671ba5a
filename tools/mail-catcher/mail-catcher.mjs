// Development mail catcher: an SMTP sink that keeps every message in memory and shows them on a small web page.
// Used by `npm start` (fixed ports) and in-process by the api tests (port 0 = any free port).
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { URL, fileURLToPath } from 'node:url';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const DEFAULT_MAX_MESSAGES = 1000;

/**
 * @param {import('./mail-catcher.d.mts').MailCatcherOptions} [options]
 * @returns {Promise<import('./mail-catcher.d.mts').MailCatcher>}
 */
export async function startMailCatcher(options = {}) {
  const { smtpPort = 1025, httpPort = 1080, host = '127.0.0.1', rejectRecipient, maxMessages = DEFAULT_MAX_MESSAGES } =
    options;
  /** Oldest first; capped so a long-running catcher does not grow without bound. */
  const received = [];
  const waiters = new Set();

  const store = (message) => {
    received.push(message);
    if (received.length > maxMessages) received.splice(0, received.length - maxMessages);
    for (const waiter of waiters) waiter.check(message);
  };

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: MAX_MESSAGE_BYTES,
    // Pooled client connections would otherwise hold close() open for the default 30 s.
    closeTimeout: 1000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      const rejection = rejectRecipient?.(address.address);
      if (!rejection) return callback();
      const error = Object.assign(new Error(rejection.message), { responseCode: rejection.code });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          return callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
        }
        parse(Buffer.concat(chunks), session).then(
          (message) => {
            store(message);
            callback();
          },
          (error) => callback(Object.assign(error, { responseCode: 451 })),
        );
      });
    },
  });
  smtp.on('error', () => undefined);

  const http = createServer((request, response) => handle(request, response, received));

  await listen(smtp.server, smtpPort, host);
  try {
    await listen(http, httpPort, host);
  } catch (error) {
    await new Promise((done) => smtp.close(done));
    throw error;
  }

  return {
    smtpPort: smtp.server.address().port,
    httpPort: http.address().port,
    messages: () => [...received],
    clear: () => {
      received.length = 0;
    },
    waitFor(predicate, timeoutMs = 5000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolvePromise, rejectPromise) => {
        const waiter = {
          check(message) {
            if (!predicate(message)) return;
            clearTimeout(timer);
            waiters.delete(waiter);
            resolvePromise(message);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          const subjects = received.map((message) => message.subject).join(', ') || 'none';
          rejectPromise(new Error(`No matching mail within ${timeoutMs} ms (received: ${subjects})`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise((done) => http.close(() => done())),
        new Promise((done) => smtp.close(() => done())),
      ]);
    },
  };
}

function listen(server, port, host) {
  return new Promise((resolvePromise, rejectPromise) => {
    server.once('error', rejectPromise);
    server.listen(port, host, () => {
      server.off('error', rejectPromise);
      resolvePromise();
    });
  });
}

async function parse(raw, session) {
  const email = await PostalMime.parse(raw);
  const headers = {};
  for (const header of email.headers) headers[header.key] ??= header.value;
  return {
    id: randomUUID(),
    messageId: email.messageId ?? null,
    from: email.from?.address ?? session.envelope.mailFrom?.address ?? '',
    // The envelope recipients: who the message was actually delivered to (Bcc included).
    to: session.envelope.rcptTo.map((recipient) => recipient.address),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? null,
    headers,
    date: new Date().toISOString(),
  };
}

// --- HTTP ---------------------------------------------------------------------------------------------------

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'";

function handle(request, response, received) {
  const url = new URL(request.url ?? '/', 'http://catcher');
  const newestFirst = () => [...received].reverse();
  const messageMatch = /^\/(api\/)?messages\/([0-9a-f-]{36})$/.exec(url.pathname);

  if (request.method === 'GET' && url.pathname === '/') return sendHtml(response, listPage(newestFirst()));
  if (request.method === 'GET' && url.pathname === '/api/messages') return sendJson(response, 200, newestFirst());
  if (request.method === 'DELETE' && url.pathname === '/api/messages') {
    received.length = 0;
    response.writeHead(204).end();
    return;
  }
  if (request.method === 'GET' && messageMatch) {
    const message = received.find((candidate) => candidate.id === messageMatch[2]);
    if (!message) return sendJson(response, 404, { error: 'Not found' });
    return messageMatch[1] ? sendJson(response, 200, message) : sendHtml(response, messagePage(message));
  }
  return sendJson(response, 404, { error: 'Not found' });
}

function sendJson(response, status, body) {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify(body));
}

function sendHtml(response, html) {
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': PAGE_CSP,
    'Cache-Control': 'no-store',
  });
  response.end(html);
}

const escapeHtml = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#222}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd}tr:hover{background:#f6f6f6}
pre{white-space:pre-wrap;background:#f6f6f6;padding:12px}iframe{width:100%;height:520px;border:1px solid #ddd}`;

function layout(title, body) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function listPage(messages) {
  const rows = messages
    .map(
      (message) =>
        `<tr><td>${escapeHtml(new Date(message.date).toLocaleString())}</td><td>${escapeHtml(message.from)}</td>` +
        `<td>${escapeHtml(message.to.join(', '))}</td>` +
        `<td><a href="/messages/${message.id}">${escapeHtml(message.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('');
  const table = messages.length
    ? `<table><thead><tr><th>Date</th><th>From</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No mail yet.</p>';
  return layout('Mail catcher', `<h1>Mail catcher</h1><p>${messages.length} message(s), newest first.</p>${table}`);
}

function messagePage(message) {
  // The HTML part runs in a sandboxed frame without scripts; srcdoc is attribute-escaped.
  const html = message.html
    ? `<h2>HTML</h2><iframe sandbox srcdoc="${escapeHtml(message.html)}"></iframe>`
    : '<p>No HTML part.</p>';
  return layout(
    message.subject,
    `<p><a href="/">&larr; All mail</a></p><h1>${escapeHtml(message.subject || '(no subject)')}</h1>` +
      `<p><b>From:</b> ${escapeHtml(message.from)}<br><b>To:</b> ${escapeHtml(message.to.join(', '))}<br>` +
      `<b>Date:</b> ${escapeHtml(message.date)}</p>` +
      `<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>${html}`,
  );
}

// --- Command line -------------------------------------------------------------------------------------------

function runFromCommandLine() {
  const host = process.env.MAIL_CATCHER_HOST || '127.0.0.1';
  startMailCatcher({
    smtpPort: Number(process.env.MAIL_CATCHER_SMTP_PORT || 1025),
    httpPort: Number(process.env.MAIL_CATCHER_HTTP_PORT || 1080),
    host,
  }).then(
    (catcher) => {
      process.stdout.write(`Mail catcher SMTP  smtp://${host}:${catcher.smtpPort}\n`);
      process.stdout.write(`Mail catcher web   http://${host}:${catcher.httpPort}\n`);
      const stop = () => catcher.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error) => {
      process.stderr.write(`Mail catcher could not start: ${error.message}\n`);
      process.exit(1);
    },
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) runFromCommandLine();
