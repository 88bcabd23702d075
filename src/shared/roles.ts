import type { Access } from './routes.ts';

/** The roles a signed-in person may hold (spec 01 §3 `isAdmin`; issue 23 §1 `isEditor`). */
export interface Roles {
  isAdmin: boolean;
  isEditor: boolean;
}

/**
 * Who may open a page of the given access (decision 0106). The server enforces the same rules on
 * the API (plugins/session.ts: requireUser, requireAdmin, requireDesk); this one only decides what
 * the client shows. The lead inbox stays with administrators: leads are personal data.
 */
export function mayOpen(access: Access, user: Roles | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signed-in':
      return user !== null;
    case 'admin':
      return user?.isAdmin === true;
    case 'desk':
      return user !== null && (user.isAdmin || user.isEditor);
  }
}
