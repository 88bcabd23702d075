import { test } from './fixtures.ts';
import { seedLeads, signInAdmin, tagOf } from './lead-desk-support.ts';
test('measure', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = tagOf('pt-BR');
  await seedLeads(page, tag);
  await signInAdmin(page, (process.env.LOC as 'en') ?? 'pt-BR');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`/admin?q=${tag}`);
  await page.getByTestId('lead-row').first().waitFor();
  await page.waitForTimeout(500);
  const out = await page.evaluate(() => {
    const pick = (sel: string) => { const el = document.querySelector(sel); if (!el) return sel + ': none'; const b = el.getBoundingClientRect(); return `${sel}: top ${b.top.toFixed(0)} bottom ${b.bottom.toFixed(0)} h ${b.height.toFixed(0)} pos ${getComputedStyle(el).position}`; };
    return [pick('header'), pick('nav'), pick('h1'), pick('section[aria-label]'), pick('section[aria-label="Filtrar contatos"]'), pick('h2'), pick('[data-testid="lead-table"]'), pick('thead'), pick('[data-testid="lead-row"]'), pick('main'), `scrollH ${document.documentElement.scrollHeight}`,
      ...[...document.querySelectorAll('[data-testid="lead-row"]')].slice(0,12).map((r) => r.getBoundingClientRect().bottom.toFixed(0))];
  });
  console.log(out.join('\n'));
  await page.screenshot({ path: '/tmp/i26-views-shots/measure.png' });
});
