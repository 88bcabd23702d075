import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';

test('the home page is served prerendered, hydrates under the CSP and is accessible', async ({
  page,
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(csp).not.toContain("unsafe-inline' 'sha256"); // scripts never allowed by 'unsafe-inline'
  expect(await response.text()).toContain('<h1');

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page);
});

test('no page breaks its own CSP: the home and the demonstration form hydrate with no refusal', async ({
  page,
}) => {
  // A refusal that the page's code catches (zod's probe for `eval`) prints no console error, but
  // the browser reports it as an issue (Lighthouse's best practices); the event sees every one.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  for (const path of ['/', '/demonstracao']) {
    await gotoHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations, path).toEqual([]);
  }
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/esta-pagina-nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('a visitor registers, is signed in by cookie, and signs out (accounts API from the browser)', async ({
  page,
}) => {
  await page.goto('/');
  const email = `smoke-${Date.now()}@example.com`;
  const result = await page.evaluate(async (address) => {
    const post = (url: string, body?: unknown) =>
      fetch(url, {
        method: 'POST',
        credentials: 'include',
        headers: body ? { 'content-type': 'application/json' } : {},
        body: body ? JSON.stringify(body) : undefined,
      });
    const registered = await post('/api/register', {
      fullName: 'Maria Souza',
      email: address,
      password: 'Senha#Forte1',
      confirmPassword: 'Senha#Forte1',
      birthDate: '1990-01-15',
      termsAccepted: true,
    });
    const me = await fetch('/api/user', { credentials: 'include' });
    const user = await me.json();
    await post('/api/logout');
    const after = await fetch('/api/user', { credentials: 'include' });
    return {
      registered: registered.status,
      me: me.status,
      user,
      after: after.status,
      cookie: document.cookie,
    };
  }, email);
  expect(result.registered).toBe(201);
  expect(result.me).toBe(200);
  expect(result.user).toMatchObject({ fullName: 'Maria Souza', email, isAdmin: false });
  expect(result.after).toBe(401);
  // The session cookie is HttpOnly: page scripts never see it.
  expect(result.cookie).not.toContain('session_token');
});
