import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirmFactsAnswer } from '#shared/firm/firm-facts.ts';
import { twoFactorErrorCodes } from '#shared/schemas/two-factor.ts';
import { setRole } from '#server/modules/auth/admin-role.ts';
import {
  enrolSecondFactor,
  expectJsonError,
  registerUser,
  relaxedRateLimits,
  send,
  signIn,
  startTestApp,
  texts,
  type CookieJar,
  type TestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';

/**
 * The editor role (issue 23 §1, decision 0106) through HTTP on SQLite and PostgreSQL: an editor
 * enrols a second factor like an administrator, then uses the editorial desk (today the firm's
 * facts) and never the leads; revoking the role closes the desk at the next request.
 */

const pt = texts.for('pt-BR');

describe.each(testDatabases)('the editor role on %s', (kind) => {
  let t: TestApp;
  let editor: Awaited<ReturnType<typeof registerUser>>;
  let editorJar: CookieJar;

  beforeAll(async () => {
    t = await startTestApp(kind, relaxedRateLimits);
    editor = await registerUser(t.app, { fullName: 'Elisa Editora' });
    expect(await setRole(t.app.database, editor.email, 'editor', true)).toMatchObject({
      isEditor: true,
      isAdmin: false,
    });
    editorJar = editor.jar;
  });
  afterAll(async () => t?.close());

  const get = (url: string, jar: CookieJar) => send(t.app, { method: 'GET', url, jar });

  it('shows the role in GET /api/user and in the account profile', async () => {
    const user = await get('/api/user', editorJar);
    expect(user.json()).toMatchObject({ isAdmin: false, isEditor: true });
    const profile = await get('/api/account', editorJar);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json()).toMatchObject({ isAdmin: false, isEditor: true });
  });

  it('refuses the desk until an authenticator is enrolled, and sign-in says to enrol', async () => {
    expect(expectJsonError(await get('/api/admin/firm', editorJar), 403)).toMatchObject({
      message: pt('account:twoFactor.errors.setupRequired'),
      code: twoFactorErrorCodes.setupRequired,
    });
    const { response } = await signIn(t.app, { email: editor.email, password: editor.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { isEditor: true },
      twoFactorSetupRequired: true,
    });
    const status = await get('/api/account/two-factor', editorJar);
    expect(status.json()).toMatchObject({ required: true, enabled: false });
  });

  it('opens the firm facts to an enrolled editor, reading and saving, never the leads', async () => {
    await enrolSecondFactor(t.app, editor);
    const read = await get('/api/admin/firm', editorJar);
    expect(read.statusCode, read.body).toBe(200);
    const { version, facts } = read.json<FirmFactsAnswer>();
    const saved = await send(t.app, {
      method: 'PUT',
      url: '/api/admin/firm',
      jar: editorJar,
      payload: { ...facts, email: 'contato@example.com.br', version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Leads are personal data: the desk's role does not reach them.
    for (const url of ['/api/contacts', '/api/contacts/export.csv', '/api/admin/lead-views']) {
      expect(expectJsonError(await get(url, editorJar), 403)).toMatchObject({
        message: pt('common:errors.forbidden'),
      });
    }
  });

  it('keeps the second factor on for an editor, with its own reason', async () => {
    const refused = await send(t.app, {
      method: 'POST',
      url: '/api/account/two-factor/disable',
      jar: editorJar,
      payload: { password: editor.password },
    });
    expect(expectJsonError(refused, 403)).toMatchObject({
      message: pt('account:twoFactor.errors.requiredForEditors'),
    });
  });

  it('closes the desk at the next request once the role is revoked', async () => {
    await setRole(t.app.database, editor.email, 'editor', false);
    expect(expectJsonError(await get('/api/admin/firm', editorJar), 403)).toMatchObject({
      message: pt('common:errors.forbidden'),
    });
    expect((await get('/api/user', editorJar)).json()).toMatchObject({ isEditor: false });
  });

  it('ignores isEditor sent at registration: only the CLI grants the role', async () => {
    const { jar, user } = await registerUser(t.app, { isEditor: true, isAdmin: true });
    expect(user).toMatchObject({ isEditor: false, isAdmin: false });
    expect((await get('/api/user', jar)).json()).toMatchObject({ isEditor: false });
  });

  it('refuses the desk to a member without a role and to no session', async () => {
    const member = await registerUser(t.app);
    expect(expectJsonError(await get('/api/admin/firm', member.jar), 403)).toMatchObject({
      message: pt('common:errors.forbidden'),
    });
    const anonymous = await send(t.app, { method: 'GET', url: '/api/admin/firm' });
    expect(expectJsonError(anonymous, 401)).toMatchObject({
      message: pt('common:errors.unauthorized'),
    });
  });
});
