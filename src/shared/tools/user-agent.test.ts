import { describe, expect, it } from 'vitest';
import { summarizeUserAgent, USER_AGENT_MAX_LENGTH, type DeviceSummary } from './user-agent.ts';

// Real user-agent strings, as browsers sent them.
const cases: [label: string, userAgent: string, expected: DeviceSummary][] = [
  [
    'Chrome on Windows',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', browserVersion: '131', os: 'Windows', kind: 'desktop' },
  ],
  [
    'Edge on Windows (Chromium-based, says Chrome too)',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    { browser: 'Edge', browserVersion: '131', os: 'Windows', kind: 'desktop' },
  ],
  [
    'Opera on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
    { browser: 'Opera', browserVersion: '115', os: 'macOS', kind: 'desktop' },
  ],
  [
    'Safari on macOS',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
    { browser: 'Safari', browserVersion: '17', os: 'macOS', kind: 'desktop' },
  ],
  [
    'Firefox on Linux',
    'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    { browser: 'Firefox', browserVersion: '133', os: 'Linux', kind: 'desktop' },
  ],
  [
    'Chrome on ChromeOS',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', browserVersion: '131', os: 'ChromeOS', kind: 'desktop' },
  ],
  [
    'Safari on iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', browserVersion: '17', os: 'iOS', kind: 'mobile' },
  ],
  [
    'Chrome on iPhone (CriOS, says Safari too)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    { browser: 'Chrome', browserVersion: '131', os: 'iOS', kind: 'mobile' },
  ],
  [
    'Firefox on iPhone (FxiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
    { browser: 'Firefox', browserVersion: '133', os: 'iOS', kind: 'mobile' },
  ],
  [
    'Safari on iPad',
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    { browser: 'Safari', browserVersion: '17', os: 'iPadOS', kind: 'tablet' },
  ],
  [
    'Chrome on an Android phone',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
    { browser: 'Chrome', browserVersion: '131', os: 'Android', kind: 'mobile' },
  ],
  [
    'Chrome on an Android tablet (no "Mobile")',
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Safari/537.36',
    { browser: 'Chrome', browserVersion: '131', os: 'Android', kind: 'tablet' },
  ],
  [
    'Samsung Internet on Android',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    { browser: 'Samsung Internet', browserVersion: '26', os: 'Android', kind: 'mobile' },
  ],
  [
    'Headless Chrome on Linux',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    { browser: 'Chrome', browserVersion: '131', os: 'Linux', kind: 'desktop' },
  ],
  [
    'a command-line client',
    'curl/8.5.0',
    { browser: null, browserVersion: null, os: null, kind: null },
  ],
  ['an empty header', '', { browser: null, browserVersion: null, os: null, kind: null }],
  ['only spaces', '   ', { browser: null, browserVersion: null, os: null, kind: null }],
  [
    'an unknown browser on a known system',
    'SomeBrowser/1.0 (Windows NT 10.0; Win64; x64)',
    { browser: null, browserVersion: null, os: 'Windows', kind: 'desktop' },
  ],
];

describe('summarizeUserAgent', () => {
  it.each(cases)('%s', (_label, userAgent, expected) => {
    expect(summarizeUserAgent(userAgent)).toEqual(expected);
  });

  it.each([null, undefined])('knows nothing of a missing header (%s)', (missing) => {
    expect(summarizeUserAgent(missing)).toEqual({
      browser: null,
      browserVersion: null,
      os: null,
      kind: null,
    });
  });
});

/**
 * Issue 12 finding 1: the header is client text of up to ~16 KB (Node's header limit), and the list
 * of sessions parses one per row. Each of these ran for seconds against the old Safari pattern
 * `(\d+)(?:[\d.]*)` (quadratic backtracking); they must all be answered at once, and right.
 */
const safariMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15';
const hostile: [label: string, userAgent: string, expected: DeviceSummary][] = [
  [
    'the reported attack: Version/ and 15,800 digits',
    `Version/${'1'.repeat(15_800)}`,
    { browser: null, browserVersion: null, os: null, kind: null },
  ],
  [
    'Version/ and 100,000 digits',
    `Version/${'1'.repeat(100_000)}`,
    { browser: null, browserVersion: null, os: null, kind: null },
  ],
  [
    'Version/ and 100,000 digits and dots',
    `Version/${'1.'.repeat(50_000)}`,
    { browser: null, browserVersion: null, os: null, kind: null },
  ],
  [
    'a real Safari header padded to 100,000 characters after its tokens',
    `${safariMac} ${'1'.repeat(100_000)}`,
    { browser: 'Safari', browserVersion: '17', os: 'macOS', kind: 'desktop' },
  ],
  [
    'many Version/ tokens',
    'Version/1 '.repeat(10_000),
    { browser: null, browserVersion: null, os: null, kind: null },
  ],
  [
    'Mobile/ and 100,000 word characters',
    `Version/17 Mobile/${'a'.repeat(100_000)}`,
    { browser: null, browserVersion: null, os: null, kind: 'mobile' },
  ],
];

describe('summarizeUserAgent on hostile headers', () => {
  it.each(hostile)('%s', (_label, userAgent, expected) => {
    expect(summarizeUserAgent(userAgent)).toEqual(expected);
  });

  it(`reads only the first ${USER_AGENT_MAX_LENGTH} characters, as many as a session keeps`, () => {
    const padded = `Mozilla/5.0 (X11; Linux x86_64) ${'x'.repeat(USER_AGENT_MAX_LENGTH)} Firefox/133.0`;
    expect(summarizeUserAgent(padded)).toEqual({
      browser: null,
      browserVersion: null,
      os: 'Linux',
      kind: 'desktop',
    });
  });
});
