import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from './redirect.ts';

/** Issue 12 finding 2: after signing in, the visitor stays on this site, on a page it has. */

const origin = 'http://localhost:3000';
const home = '/';
const target = (redirect: string) => safeRedirectTarget(`?redirect=${redirect}`, home, origin);

describe('safeRedirectTarget', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/calculator', '/dashboard/calculator'],
    ['/admin%3Fq%3Dana', '/admin?q=ana'],
    ['/en/faq', '/en/faq'],
    ['/es/servicos/analise-preditiva', '/es/servicos/analise-preditiva'],
    ['/dashboard%23section', '/dashboard#section'],
  ])('follows %s to %s', (redirect, expected) => {
    expect(target(redirect)).toBe(expected);
  });

  it.each([
    // The reported ones: browsers drop tab and newline, and read "\" as "/".
    '/%09/evil.example/c',
    '/%0A/evil.example/c',
    '/%0D/evil.example/c',
    '/%09%5Cevil.example/c',
    '/%5C%09evil.example',
    '/%5Cevil.example',
    '//evil.example',
    '/%2F/evil.example',
    '///evil.example',
    'https://evil.example/',
    'https:evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '',
    // Same origin, but no page of the app.
    '/api/user',
    '/sw.js',
    '/en/dashboard',
    '/nowhere',
  ])('refuses %j and goes home', (redirect) => {
    expect(target(redirect)).toBe(home);
  });

  it('goes to the fallback when there is no redirect at all', () => {
    expect(safeRedirectTarget('', '/en', origin)).toBe('/en');
  });
});
