import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { dashboardText, openDashboardPage, signInNewClient } from './dashboard-support.ts';
import { expect, expectAccessible, gotoHydrated, test } from './fixtures.ts';
import { localeText } from './layout-support.ts';
import { registerByApi, signInThroughForm, toasts } from './support.ts';

/** Issue 14's polish list, each point as a browser sees it. */

/** axe's colour-contrast rule only, inside `selector`, in the page's current state (hover, scheme). */
async function contrastProblems(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(selector)
    .withRules(['color-contrast'])
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('focus rings of the header are drawn whole, never clipped by a box around them', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    const header = page.getByRole('banner');
    let checked = 0;
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const clipped = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || !el.closest('header')) return null;
        const style = getComputedStyle(el);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) {
          return `${el.textContent?.trim()}: no outline`;
        }
        const reach = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
        const box = el.getBoundingClientRect();
        const ring = {
          top: box.top - reach,
          left: box.left - reach,
          bottom: box.bottom + reach,
          right: box.right + reach,
        };
        for (let p = el.parentElement; p; p = p.parentElement) {
          const s = getComputedStyle(p);
          if (s.overflowX === 'visible' && s.overflowY === 'visible') continue;
          const clip = p.getBoundingClientRect();
          if (
            ring.top < clip.top - 0.5 ||
            ring.left < clip.left - 0.5 ||
            ring.bottom > clip.bottom + 0.5 ||
            ring.right > clip.right + 0.5
          ) {
            return `${el.textContent?.trim()}: ring cut by ${p.tagName.toLowerCase()}.${String(p.className)}`;
          }
        }
        return '';
      });
      if (clipped === null) continue;
      expect(clipped).toBe('');
      checked += 1;
    }
    // The skip link, the brand, the four links, services, the language and sign-in at least.
    expect(checked).toBeGreaterThanOrEqual(7);
    await expect(header).toBeVisible();
  });

  test('the footer language button keeps its contrast under the pointer, in both schemes', async ({
    page,
  }) => {
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/en/about');
      const button = page.getByRole('contentinfo').locator('button[popovertarget]');
      await button.hover();
      expect(await contrastProblems(page, 'footer'), scheme).toEqual([]);
    }
  });

  test('an only back link on the template fill step: back to the templates', async ({ page }) => {
    await signInNewClient(page, 'Beatriz Nogueira');
    await openDashboardPage(page, '/dashboard/templates', 'Templates de prompts');
    await expect(page.getByRole('link', { name: 'Voltar ao painel' })).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(`^${localeText('pt-BR', 'templates', 'fill.open')}`) })
      .first()
      .click();
    await expect(page).toHaveURL(/\?template=/);
    const back = page.getByRole('main').getByRole('link', { name: /^Voltar/ });
    await expect(back).toHaveCount(1);
    await expect(back).toHaveText(localeText('pt-BR', 'templates', 'fill.back'));
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a toast appears below the header and leaves its controls free', async ({ page }) => {
    await signInNewClient(page, 'Carla Menezes');
    await openDashboardPage(page, '/dashboard', dashboardText('pt-BR', 'title'));
    await page
      .getByRole('button', { name: localeText('pt-BR', 'account', 'verification.resend') })
      .click();
    const toast = toasts(page).locator('li', {
      hasText: localeText('pt-BR', 'account', 'verification.sentTitle'),
    });
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const box = await toast.boundingBox();
    expect(header && box && box.y >= header.y + header.height).toBe(true);
    // The top bar's account menu (the workspace's shell, issue 26 §3) is still the element under
    // its own centre.
    await page.getByTestId('account-menu-button').click({ trial: true });
  });

  test('the workspace tabs open with the current page in sight', async ({ page }) => {
    await signInNewClient(page, 'Fernanda Prado');
    await openDashboardPage(
      page,
      '/dashboard/calculator',
      dashboardText('pt-BR', 'tools.calculator.title'),
    );
    const tabs = page.getByRole('navigation', {
      name: localeText('pt-BR', 'navigation', 'portal.label'),
    });
    const current = tabs.locator('[aria-current="page"]');
    await expect(current).toHaveText(localeText('pt-BR', 'navigation', 'portal.calculator'));
    await expect(current).toBeInViewport({ ratio: 1 });
  });

  test('the verify-email banner is readable in the dark scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInNewClient(page, 'Diego Paiva');
    await openDashboardPage(page, '/dashboard', dashboardText('pt-BR', 'title'));
    await expect(page.getByTestId('verify-email-banner')).toBeVisible();
    expect(await contrastProblems(page, '[data-testid="verify-email-banner"]')).toEqual([]);
    await expectAccessible(page);
  });

  test('the access-denied page shows a drawn icon, not an emoji', async ({ page, request }) => {
    const { email } = await registerByApi(request, 'Eduardo Lins');
    await signInThroughForm(page, email);
    await page.waitForURL('/');
    await page.goto('/admin');
    const title = localeText('pt-BR', 'admin', 'accessDenied.title');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The page's own section (the workspace navigation beside it has icons of its own).
    const denied = page.locator('section', {
      has: page.getByRole('heading', { level: 1, name: title }),
    });
    await expect(denied.locator('svg.lucide')).toHaveCount(1);
    expect(await denied.innerText()).not.toMatch(/\p{Extended_Pictographic}/u);
    await expectAccessible(page);
  });
});
