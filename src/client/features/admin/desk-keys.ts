import { useEffect, useRef } from 'react';
import type { LeadStatus } from '#shared/schemas/leads.ts';

/**
 * Keyboard triage on the lead desk (issue 26 §4, decision 0083): what a key press asks for, or
 * nothing. Kept pure so the table of keys is tested without a browser.
 */
export type DeskAction =
  | { type: 'move'; by: 1 | -1 }
  | { type: 'open' }
  | { type: 'status'; status?: LeadStatus }
  | { type: 'assign' }
  | { type: 'help' };

/** The keys, in the order the help dialog lists them. */
export const deskShortcuts = [
  { keys: ['j', '↓'], action: 'next' },
  { keys: ['k', '↑'], action: 'previous' },
  { keys: ['Enter', 'o'], action: 'open' },
  { keys: ['s'], action: 'cycleStatus' },
  { keys: ['1', '2', '3'], action: 'setStatus' },
  { keys: ['a'], action: 'assign' },
  { keys: ['?'], action: 'help' },
] as const;

const byKey: Record<string, DeskAction> = {
  j: { type: 'move', by: 1 },
  ArrowDown: { type: 'move', by: 1 },
  k: { type: 'move', by: -1 },
  ArrowUp: { type: 'move', by: -1 },
  Enter: { type: 'open' },
  o: { type: 'open' },
  s: { type: 'status' },
  '1': { type: 'status', status: 'new' },
  '2': { type: 'status', status: 'contacted' },
  '3': { type: 'status', status: 'closed' },
  a: { type: 'assign' },
  '?': { type: 'help' },
};

/** Where typing goes: a letter there is text, never a command. */
const typingRoles = new Set([
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'spinbutton',
  'slider',
  'menuitem',
]);
/** Elements whose Enter (and arrows, for links and buttons in a group) are their own. */
const activating = new Set(['BUTTON', 'A', 'SUMMARY']);

export interface DeskKeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

export function deskKeyAction(event: DeskKeyEvent): DeskAction | null {
  // Browser and system shortcuts (Ctrl+S, ⌘K, Alt+←) keep their meaning; Shift is how "?" is typed.
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = byKey[event.key];
  if (!action) return null;
  const target = event.target;
  if (typeof Element !== 'undefined' && target instanceof Element) {
    // `closest` rather than `isContentEditable`: an editor's focus may sit on a child of the editable root.
    if (target.closest('[contenteditable]:not([contenteditable="false"])')) return null;
    if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return null;
    const role = target.getAttribute('role');
    if (role && typingRoles.has(role)) return null;
    // A dialog (the lead's panel, this help) and a select's list own every key inside them.
    if (target.closest('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]'))
      return null;
    // Enter on a button or a link presses it; it must not also open the active lead.
    if (action.type === 'open' && event.key === 'Enter' && activating.has(target.tagName))
      return null;
  }
  return action;
}

/** The next status for `s`: new → contacted → closed → new. */
export function nextStatus(status: LeadStatus): LeadStatus {
  return status === 'new' ? 'contacted' : status === 'contacted' ? 'closed' : 'new';
}

/**
 * Listens on the document while `enabled`, so the keys work wherever focus rests on the desk
 * (the page itself, a row, a filter chip), and hands each recognised press to `onAction`, which
 * says whether it did something: only then is the browser's own meaning (arrows scroll) withheld.
 */
export function useDeskKeys(enabled: boolean, onAction: (action: DeskAction) => boolean) {
  const latest = useRef(onAction);
  useEffect(() => {
    latest.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = deskKeyAction(event);
      if (!action) return;
      // The arrows would also scroll the page; the focused row scrolls itself into view.
      if (latest.current(action)) event.preventDefault();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
