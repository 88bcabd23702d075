import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/app-harness.ts';

/**
 * Issue 12 "also expected": the server bounds slow clients itself, not only the nginx in front of
 * it. Each client below would otherwise hold a connection (and its memory) for as long as it
 * likes. The limits are lowered through the environment so each case ends in a moment; every
 * assertion is about what the server did, never about how long it took.
 */

let t: TestApp | undefined;
const sockets = new Set<Socket>();
afterEach(async () => {
  // A case that fails leaves its connection open; the app would wait for it to close.
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string>): Promise<number> {
  t = await startTestApp('sqlite', env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return address.port;
}

/** Opens a connection, writes `chunks`, and resolves with all the server sent once it closes. */
function conversation(port: number, chunks: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    sockets.add(socket);
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => {
      received += data;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

describe('slow clients', () => {
  it('closes a connection whose request headers never end (408)', async () => {
    const port = await listening({ HTTP_HEADERS_TIMEOUT_SECONDS: '1' });
    const answer = await conversation(port, ['GET /healthz HTTP/1.1\r\nHost: localhost\r\n']);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose request body never ends (408)', async () => {
    const port = await listening({
      HTTP_HEADERS_TIMEOUT_SECONDS: '1',
      HTTP_REQUEST_TIMEOUT_SECONDS: '1',
    });
    const answer = await conversation(port, [
      'POST /api/contacts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing at all', async () => {
    const port = await listening({ HTTP_IDLE_TIMEOUT_SECONDS: '1' });
    expect(await conversation(port, [])).toBe('');
  });

  it('closes a kept-alive connection once it has been idle', async () => {
    const port = await listening({ HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '1' });
    const answer = await conversation(port, ['GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n']);
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive/i);
  });
});
