import { expect, test } from './fixtures.ts';
import { controlledByServiceWorker, registerByApi, strongPassword, toasts } from './support.ts';

/**
 * Issue 12, the findings a browser is needed for: the sign-in redirect (finding 2) and what the
 * service worker keeps (finding 8). Each is tried the way the review found it.
 */

test.describe('after signing in, the visitor stays on the site (finding 2)', () => {
  for (const redirect of ['/%09/evil.example/c', '/%0A/evil.example/c', '/%09%5Cevil.example/c']) {
    test(`/auth?redirect=${redirect} lands on the home page`, async ({
      page,
      context,
      request,
    }) => {
      // Were the browser sent away, it would land here (the machine has no outside network).
      await context.route(/^https?:\/\/evil\.example\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil</h1>' }),
      );
      const { email } = await registerByApi(request, 'Rita Gomes');
      await page.goto(`/auth?redirect=${redirect}`);
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Senha', { exact: true }).fill(strongPassword);
      await page.getByRole('button', { name: 'Entrar', exact: true }).click();
      await expect(toasts(page).getByText('Login realizado com sucesso')).toBeVisible();
      await expect(page.getByTestId('header-user-name')).toHaveText('Rita Gomes');
      const url = new URL(page.url());
      expect(url.host).toBe(new URL(test.info().project.use.baseURL ?? '').host);
      expect(url.pathname).toBe('/');
    });
  }
});

test.describe('the service worker keeps no secret address (finding 8)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after a visit with tokens and a lead search, CacheStorage holds public paths only', async ({
    page,
  }) => {
    await page.goto('/');
    await controlledByServiceWorker(page);

    await registerByApi(page.request, 'Lia Souza');
    const secrets = ['token-de-reset-123', 'token-de-verificacao-456', 'lead.secreto@example.com'];
    for (const url of [
      `/reset-password?token=${secrets[0]}`,
      `/en/verify-email?token=${secrets[1]}`,
      `/admin?q=${encodeURIComponent(secrets[2] ?? '')}`,
      '/dashboard/account',
      '/faq?utm_source=newsletter',
    ]) {
      await page.goto(url);
      await page.waitForLoadState('load');
    }
    await page.request.post('/api/logout');

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const entry of await cache.keys()) urls.push(entry.url);
      }
      return urls;
    });
    const paths = cached.map((url) => new URL(url));
    // Still a working offline cache: the public page is kept, under its path alone.
    expect(paths.map((u) => u.pathname)).toContain('/faq');
    for (const url of paths) {
      expect(url.search, url.href).toBe('');
      expect(url.pathname).not.toMatch(/^\/(?:(?:en|es)\/)?(?:reset-password|verify-email|auth)/);
      expect(url.pathname).not.toMatch(/^\/(?:dashboard|admin)(?:\/|$)/);
    }
    for (const secret of secrets) {
      expect(cached.join('\n')).not.toContain(secret);
      expect(cached.join('\n')).not.toContain(encodeURIComponent(secret));
    }
  });
});
