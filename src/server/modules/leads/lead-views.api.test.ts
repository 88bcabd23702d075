import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_VIEWS_PER_ADMIN, type LeadView } from '#shared/schemas/lead-views.ts';
import type { CookieJar } from '#server/test/app-harness.ts';
import {
  adminCast,
  expectJsonError,
  makeAdmin,
  registerUser,
  send,
  testAppUrl,
  texts,
  useTestApp,
} from '#server/test/app-harness.ts';
import { testDatabases } from '#server/test/databases.ts';

/**
 * Named saved views of the lead desk (issue 26 §4, decision 0088) through HTTP on SQLite and
 * PostgreSQL: each admin's own list, the name and query rules, the cap, and every refusal.
 */

const pt = texts.for('pt-BR');
const en = texts.for('en');
const url = '/api/admin/lead-views';

describe.each(testDatabases)('saved lead views on %s', (kind) => {
  const t = useTestApp(kind);
  let carla: CookieJar;
  let bruno: CookieJar;
  let member: CookieJar;
  let unenrolled: CookieJar;

  beforeAll(async () => {
    // Celia is an admin without the second factor: the lead routes refuse her (issue 12).
    ({ carla, bruno, member, unenrolled } = await adminCast(t.app));
  });

  const call = (
    jar: CookieJar | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => send(t.app, { method, url: path, jar, payload: payload as object | undefined, headers });
  const create = async (jar: CookieJar, name: string, query: string) => {
    const response = await call(jar, 'POST', url, { name, query });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<LeadView>();
  };
  const list = async (jar: CookieJar) => {
    const response = await call(jar, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LeadView[]>();
  };

  it('saves a view with a trimmed name and the query in canonical form, and lists it', async () => {
    expect(await list(carla)).toEqual([]);
    const view = await create(carla, '  Novos da home  ', '?source=home&status=new&order=desc');
    expect(view).toEqual({
      id: expect.any(Number),
      name: 'Novos da home',
      // Keys in the lead list's order, the default order left out.
      query: 'status=new&source=home',
      createdAt: expect.any(String),
      updatedAt: view.createdAt,
    });
    expect(new Date(view.createdAt).toISOString()).toBe(view.createdAt);
    const all = await create(carla, 'Todos', '');
    const search = await create(
      carla,
      'Busca ação',
      'q=a%C3%A7%C3%A3o+r%C3%A1pida&hasToolResult=true&assignee=none&sort=company&order=asc',
    );
    expect(search.query).toBe(
      'q=a%C3%A7%C3%A3o+r%C3%A1pida&hasToolResult=true&assignee=none&sort=company&order=asc',
    );
    expect((await list(carla)).map((v) => [v.name, v.query])).toEqual([
      ['Novos da home', 'status=new&source=home'],
      ['Todos', ''],
      ['Busca ação', search.query],
    ]);
    expect(all.query).toBe('');
  });

  it('shows each admin only their own views; another admin’s is 404 to read, rename or delete', async () => {
    const mine = await create(bruno, 'Meus fechados', 'status=closed');
    expect((await list(bruno)).map((v) => v.name)).toEqual(['Meus fechados']);
    expect((await list(carla)).map((v) => v.name)).not.toContain('Meus fechados');
    const carlas = (await list(carla))[0];
    if (!carlas) throw new Error('Carla has views');
    for (const [method, payload] of [
      ['PATCH', { name: 'Roubada' }],
      ['DELETE', undefined],
    ] as const) {
      const foreign = expectJsonError(
        await call(bruno, method, `${url}/${carlas.id}`, payload),
        404,
      );
      // The same answer as an id nobody has: the id tells nothing.
      const absent = expectJsonError(await call(bruno, method, `${url}/999999`, payload), 404);
      expect(foreign).toEqual(absent);
      expect(foreign.message).toBe(pt('common:errors.notFound'));
    }
    expectJsonError(await call(bruno, 'PATCH', `${url}/abc`, { name: 'X' }), 404);
    expectJsonError(await call(bruno, 'DELETE', `${url}/0`), 404);
    expect((await list(carla)).find((v) => v.id === carlas.id)?.name).toBe(carlas.name);
    expect(mine.name).toBe('Meus fechados');
  });

  it('renames a view and changes its filters; its creation time stays', async () => {
    const view = await create(carla, 'Para renomear', 'status=new');
    const renamed = await call(carla, 'PATCH', `${url}/${view.id}`, { name: ' Renomeada ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<LeadView>()).toMatchObject({
      id: view.id,
      name: 'Renomeada',
      query: 'status=new',
      createdAt: view.createdAt,
    });
    const refiltered = await call(carla, 'PATCH', `${url}/${view.id}`, {
      query: 'status=contacted',
    });
    expect(refiltered.json<LeadView>()).toMatchObject({
      name: 'Renomeada',
      query: 'status=contacted',
    });
    // Its own name again (another case) is no conflict with itself.
    const same = await call(carla, 'PATCH', `${url}/${view.id}`, { name: 'RENOMEADA' });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('refuses a second view of the same name for one admin (any case or accent), with 409', async () => {
    await create(carla, 'Sem responsável', 'assignee=none');
    for (const name of ['Sem responsável', 'sem RESPONSAVEL ']) {
      const error = expectJsonError(await call(carla, 'POST', url, { name, query: '' }), 409);
      expect(error.message).toBe(pt('admin:views.errors.nameTaken'));
      expect(error.fieldErrors).toEqual({ name: [pt('admin:views.errors.nameTaken')] });
    }
    const other = await create(carla, 'Outra', '');
    const rename = expectJsonError(
      await call(
        carla,
        'PATCH',
        `${url}/${other.id}`,
        { name: 'sem responsável' },
        { 'x-ui-language': 'en' },
      ),
      409,
    );
    expect(rename.message).toBe(en('admin:views.errors.nameTaken'));
    // Another admin may use the same name.
    await create(bruno, 'Sem responsável', 'assignee=none');
  });

  it('validates the name: trimmed, 1–60 characters, one line', async () => {
    const cases: [unknown, string][] = [
      ['', 'validation.required'],
      ['   ', 'validation.required'],
      ['x'.repeat(61), 'validation.tooLong'],
      ['Duas\nlinhas', 'validation.singleLine'],
      [42, 'validation.type'],
      [undefined, 'validation.required'],
    ];
    for (const [name, key] of cases) {
      const error = expectJsonError(await call(carla, 'POST', url, { name, query: '' }), 400);
      expect(error.fieldErrors?.name, String(name)).toEqual([pt(`common:${key}`)]);
    }
    const longest = await create(carla, ` ${'é'.repeat(60)} `, '');
    expect(longest.name).toBe('é'.repeat(60));
  });

  it('validates the query with the lead list’s rules: unknown or repeated keys and bad values are 400', async () => {
    const message = pt('common:validation.viewQuery');
    for (const [i, query] of [
      'foo=1',
      'status=new&utm=x',
      'page=2',
      'pageSize=10',
      'lead=3',
      'status=new&status=closed',
      'status=abandoned',
      'hasToolResult=maybe',
      'sort=email',
      `q=${'a'.repeat(201)}`,
      'assignee=%3Cscript%3E',
    ].entries()) {
      const error = expectJsonError(await call(carla, 'POST', url, { name: `V ${i}`, query }), 400);
      expect(error.fieldErrors, query).toEqual({ query: [message] });
    }
    const tooLong = expectJsonError(
      await call(carla, 'POST', url, { name: 'Longa', query: `q=${'a'.repeat(1000)}` }),
      400,
    );
    expect(tooLong.fieldErrors?.query).toEqual([pt('common:validation.tooLong')]);
    // Unknown body fields and an empty change are refused too.
    expectJsonError(await call(carla, 'POST', url, { name: 'X', query: '', owner: 'bruno' }), 400);
    const view = await create(carla, 'Vazia', '');
    const empty = expectJsonError(await call(carla, 'PATCH', `${url}/${view.id}`, {}), 400);
    expect(empty.fieldErrors?.name).toEqual([pt('common:validation.required')]);
    const bad = expectJsonError(
      await call(carla, 'PATCH', `${url}/${view.id}`, { query: 'bogus=1' }),
      400,
    );
    expect(bad.fieldErrors).toEqual({ query: [message] });
    expectJsonError(
      await call(carla, 'POST', url, undefined, { 'content-type': 'application/json' }),
      400,
    );
  });

  it('deletes a view: 204, gone from the list, a second delete is 404', async () => {
    const view = await create(carla, 'Temporária', 'status=closed');
    const deleted = await call(carla, 'DELETE', `${url}/${view.id}`);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list(carla)).map((v) => v.id)).not.toContain(view.id);
    expectJsonError(await call(carla, 'DELETE', `${url}/${view.id}`), 404);
  });

  it(`keeps at most ${LEAD_VIEWS_PER_ADMIN} views per admin (409), and frees a place on delete`, async () => {
    const dora = await registerUser(t.app, { fullName: 'Dora Limite' });
    await makeAdmin(t.app, dora);
    let last: LeadView | undefined;
    for (let i = 1; i <= LEAD_VIEWS_PER_ADMIN; i++) last = await create(dora.jar, `Vista ${i}`, '');
    const error = expectJsonError(
      await call(dora.jar, 'POST', url, { name: 'Uma a mais', query: '' }),
      409,
    );
    expect(error.message).toBe(
      pt('admin:views.errors.limitReached', { number: String(LEAD_VIEWS_PER_ADMIN) }),
    );
    // Another admin is not limited by Dora's views.
    await create(bruno, 'Ainda cabe', '');
    expect((await call(dora.jar, 'DELETE', `${url}/${last?.id}`)).statusCode).toBe(204);
    await create(dora.jar, 'Uma a mais', '');
  });

  it('answers 401 signed out and 403 to a non-admin or an admin without the second factor, before reading input', async () => {
    const view = (await list(carla))[0];
    const routes = [
      ['GET', url, undefined],
      ['POST', url, { name: 42 }],
      ['PATCH', `${url}/${view?.id}`, { name: 'X' }],
      ['DELETE', `${url}/${view?.id}`, undefined],
    ] as const;
    for (const [method, path, payload] of routes) {
      const anonymous = expectJsonError(await call(undefined, method, path, payload), 401);
      expect(anonymous.message).toBe(pt('common:errors.unauthorized'));
      const forbidden = expectJsonError(await call(member, method, path, payload), 403);
      expect(forbidden.message).toBe(pt('common:errors.forbidden'));
      expectJsonError(await call(unenrolled, method, path, payload), 403);
    }
    expect((await list(carla)).find((v) => v.id === view?.id)?.name).toBe(view?.name);
  });

  it('refuses a change sent from another site (Origin check)', async () => {
    const error = expectJsonError(
      await call(
        carla,
        'POST',
        url,
        { name: 'De fora', query: '' },
        { origin: 'https://evil.example' },
      ),
      403,
    );
    expect(error.message).toBe(pt('common:errors.foreignOrigin'));
    // The app's own origin is fine.
    const own = await call(
      carla,
      'POST',
      url,
      { name: 'De dentro', query: '' },
      { origin: new URL(testAppUrl).origin },
    );
    expect(own.statusCode, own.body).toBe(201);
    expect((await list(carla)).map((v) => v.name)).not.toContain('De fora');
  });
});
