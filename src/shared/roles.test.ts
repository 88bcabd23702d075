import { describe, expect, it } from 'vitest';
import type { Access } from './routes.ts';
import { mayOpen, type Roles } from './roles.ts';

const member: Roles = { isAdmin: false, isEditor: false };
const editor: Roles = { isAdmin: false, isEditor: true };
const admin: Roles = { isAdmin: true, isEditor: false };

describe('mayOpen (decision 0106)', () => {
  const cases: [Access, Roles | null, boolean][] = [
    ['public', null, true],
    ['public', member, true],
    ['signed-in', null, false],
    ['signed-in', member, true],
    ['admin', null, false],
    ['admin', member, false],
    ['admin', editor, false],
    ['admin', admin, true],
    ['desk', null, false],
    ['desk', member, false],
    ['desk', editor, true],
    ['desk', admin, true],
  ];
  it.each(cases)('%s page, %o: %s', (access, user, expected) => {
    expect(mayOpen(access, user)).toBe(expected);
  });
});
