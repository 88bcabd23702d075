import { describe, expect, it } from 'vitest';
import { runScript } from '#server/test/run-script.ts';

/** `NODE_ENV=production npm start` (issue "Operations" §6): refused at once, saying what to set. */
describe('scripts/start.ts', () => {
  it('refuses a production start without SESSION_SECRET and APP_URL before building anything', async () => {
    const result = await runScript('scripts/start.ts', [], {
      NODE_ENV: 'production',
      DATA_DIR: '/nonexistent',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('NODE_ENV=production needs these variables set');
    expect(result.stderr).toContain('SESSION_SECRET');
    expect(result.stderr).toContain('APP_URL');
    expect(result.stdout).not.toMatch(/build/i);
  });
});
