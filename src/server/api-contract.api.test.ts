import { describe, expect, it } from 'vitest';
import type { ApiRoute } from '#shared/api-contract.ts';
import { startAppForTest } from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';

/** Every route of the API contract, once (the compiler refuses a missing or unknown one). */
const contractRoutes = {
  'GET /api/user': true,
  'GET /api/session': true,
  'POST /api/register': true,
  'POST /api/login': true,
  'POST /api/login/two-factor': true,
  'POST /api/login/recovery-code': true,
  'POST /api/logout': true,
  'POST /api/forgot-password': true,
  'POST /api/reset-password': true,
  'POST /api/verify-email': true,
  'POST /api/verify-email/resend': true,
  'GET /api/account': true,
  'PATCH /api/account': true,
  'DELETE /api/account': true,
  'POST /api/account/password': true,
  'GET /api/account/sessions': true,
  'DELETE /api/account/sessions/:id': true,
  'POST /api/account/sessions/revoke-others': true,
  'GET /api/account/two-factor': true,
  'POST /api/account/two-factor/setup': true,
  'POST /api/account/two-factor/confirm': true,
  'POST /api/account/two-factor/disable': true,
  'POST /api/account/two-factor/recovery-codes': true,
  'POST /api/contacts': true,
  'POST /api/contacts/tool-result': true,
  'GET /api/contacts': true,
  'GET /api/contacts/summary': true,
  'GET /api/contacts/assignees': true,
  'GET /api/contacts/:id': true,
  'PATCH /api/contacts/:id': true,
  'POST /api/contacts/:id/notes': true,
  'GET /api/meetings/slots': true,
  'POST /api/meetings': true,
  'GET /api/meetings/manage': true,
  'POST /api/meetings/manage/cancel': true,
  'POST /api/meetings/manage/reschedule': true,
  'POST /api/meetings/manage/links': true,
  'GET /api/meetings/mine': true,
  'POST /api/test-email': true,
  'GET /api/admin/lead-views': true,
  'POST /api/admin/lead-views': true,
  'PATCH /api/admin/lead-views/:id': true,
  'DELETE /api/admin/lead-views/:id': true,
  'GET /api/admin/firm': true,
  'PUT /api/admin/firm': true,
  'GET /api/admin/content/:collection': true,
  'POST /api/admin/content/:collection': true,
  'GET /api/admin/content/:collection/:id': true,
  'PUT /api/admin/content/:collection/:id/:locale': true,
  'POST /api/admin/content/:collection/:id/:locale/publish': true,
  'POST /api/admin/content/:collection/:id/:locale/unpublish': true,
  'GET /api/admin/content/:collection/:id/:locale/revisions': true,
  'POST /api/admin/content/:collection/:id/:locale/revisions/:revision/restore': true,
  'POST /api/admin/content/:collection/:id/:locale/schedule': true,
  'POST /api/admin/content/media': true,
  'POST /api/admin/content/:collection/:id/:locale/preview-link': true,
  'GET /api/admin/content-calendar': true,
  'GET /api/admin/consultants': true,
  'PUT /api/admin/consultants/:id': true,
  'POST /api/admin/consultants/:id/feed': true,
  'DELETE /api/admin/consultants/:id/feed': true,
  'POST /api/admin/meetings/:id/reassign': true,
  'PATCH /api/admin/meetings/:id': true,
  'GET /api/admin/agenda': true,
  'GET /api/admin/leads/:id/meetings': true,
} satisfies Record<ApiRoute, true>;

/**
 * The client's calls are typed by the API contract (src/shared/api-contract.ts, issue 24 §2,
 * decision 0095); a key that names no route would type calls that can only answer 404.
 */
describe.each(testDatabases)('the API contract on %s', (kind) => {
  it('names only routes the server registers', async () => {
    const t = await startAppForTest(kind);
    const missing = Object.keys(contractRoutes).filter((route) => {
      const [method, url] = route.split(' ') as ['GET', string];
      return !t.app.hasRoute({ method, url });
    });
    expect(missing).toEqual([]);
  });
});
