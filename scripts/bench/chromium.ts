import { chromium, type Browser } from 'playwright-core';

/**
 * The system's Chromium as the browser benches drive it: no sandbox or GPU in this container, and
 * no QUIC, so every run speaks the HTTP the server does.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}
