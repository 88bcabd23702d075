import { afterEach, beforeEach, vi } from 'vitest';
import { jsonResponse } from './json-response.ts';

export interface ScriptedRequest {
  method: string;
  url: string;
  body?: Record<string, unknown>;
}
export interface ScriptedReply {
  status: number;
  body: unknown;
}

/**
 * Scripts the API for a suite (call it at the suite's top): each test's `fetch` calls are recorded
 * in `requests` and answered, in order, with the `replies` the test queued; a call with none left
 * gets a 500, so a request the test did not expect shows. The stub is removed after each test.
 */
export function scriptFetch(): { requests: ScriptedRequest[]; replies: ScriptedReply[] } {
  const api = { requests: [] as ScriptedRequest[], replies: [] as ScriptedReply[] };
  beforeEach(() => {
    api.requests = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        api.requests.push({
          method: init.method ?? 'GET',
          url,
          body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined,
        });
        const reply = api.replies.shift() ?? { status: 500, body: { message: 'no reply set' } };
        return jsonResponse(reply.body, reply.status);
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  return api;
}
