import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Lead } from '#shared/schemas/leads.ts';
import {
  makeAdmin,
  registerUser,
  relaxedRateLimits,
  send,
  startTestApp,
  type CookieJar,
  type TestApp,
} from '#server/test/app-harness.ts';
import type { TestDatabaseKind } from '#server/test/databases.ts';

/**
 * What the lead inbox suites share (issue 6): each test opens its own inbox, on SQLite and
 * PostgreSQL alike (issue 24 split the suite by subject: no file over 500 lines).
 */

export interface Inbox {
  t: TestApp;
  admin: { jar: CookieJar; fullName: string; userId: string };
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(id: number | string, payload: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function openInbox(kind: TestDatabaseKind): Promise<Inbox> {
  const t = await startTestApp(kind, {
    ...relaxedRateLimits,
    LEAD_NOTIFY_TO: 'vendas@example.com',
  });
  const registered = await registerUser(t.app, { fullName: 'Carla Administradora' });
  await makeAdmin(t.app, registered);
  return {
    t,
    admin: { jar: registered.jar, fullName: registered.fullName, userId: registered.user.id },
    get: (url, headers = {}) => send(t.app, { method: 'GET', url, jar: registered.jar, headers }),
    patch: (id, payload) =>
      send(t.app, {
        method: 'PATCH',
        url: `/api/contacts/${id}`,
        payload: payload as object,
        jar: registered.jar,
      }),
    close: () => t.close(),
  };
}

export const minutes = (n: number) => n * 60 * 1000;
export const ids = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Lead[]>().map((l) => l.id);
};
