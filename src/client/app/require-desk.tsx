import { RoleGate } from './require-admin.tsx';

/**
 * The editorial desk (issue 23 §1, decision 0106): administrators and editors, each after their
 * second factor. The server refuses the desk's API to anyone else (plugins/session.ts requireDesk).
 */
export default function RequireDesk() {
  return <RoleGate access="desk" />;
}
