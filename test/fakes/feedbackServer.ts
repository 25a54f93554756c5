import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the fake answers a submission: 204, a 500, or never (the connection stays open). */
export type FeedbackServerMode = 'ok' | 'error' | 'hang';

export interface RecordedFeedback {
  readonly method: string;
  readonly path: string;
  readonly contentType: string | undefined;
  /** The raw body, and the JSON it holds (null when it is not JSON). */
  readonly body: string;
  readonly json: unknown;
}

export interface FakeFeedbackServer {
  /** `http://127.0.0.1:<port>/feedback`. */
  readonly url: string;
  /** Submissions received (POSTs only; CORS preflights are answered but not recorded). */
  readonly requests: RecordedFeedback[];
  mode: FeedbackServerMode;
  /** Resolves once `count` submissions have arrived. */
  waitForRequests(count: number): Promise<void>;
  close(): Promise<void>;
}

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * A local feedback endpoint for the browser tests, on 127.0.0.1 and a free port. It records each
 * submission and answers as its mode says; it allows any origin, as the site is served on another port.
 */
export async function startFeedbackServer(mode: FeedbackServerMode = 'ok'): Promise<FakeFeedbackServer> {
  const requests: RecordedFeedback[] = [];
  const sockets = new Set<Socket>();
  let waiters: Array<{ count: number; resolve(): void }> = [];

  const server = http.createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS_HEADERS).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        body,
        json: parseJson(body),
      });
      waiters = waiters.filter((waiter) => (requests.length >= waiter.count ? (waiter.resolve(), false) : true));
      if (fake.mode === 'hang') return;
      if (fake.mode === 'error') {
        response.writeHead(500, { ...CORS_HEADERS, 'content-type': 'text/plain' }).end('Internal error');
        return;
      }
      response.writeHead(204, CORS_HEADERS).end();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeFeedbackServer = {
    url: `http://127.0.0.1:${port}/feedback`,
    requests,
    mode,
    waitForRequests(count) {
      if (requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close() {
      // Hanging requests hold their sockets open; end them so the server can close.
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** A 127.0.0.1 address where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/feedback`;
}
