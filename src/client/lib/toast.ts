import { useSyncExternalStore } from 'react';
import { carriedToastsKey } from './carried-toasts.ts';

/**
 * Toast queue (spec 01 §9): at most one toast at a time, 5000 ms by default; a dismissed toast is
 * kept (closed) for 1000000 ms before it is removed, as the spec's constants say.
 */
export const toastLimit = 1;
export const toastDuration = 5000;
export const toastRemoveDelay = 1_000_000;

export interface ToastData {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  open: boolean;
}

// The server's snapshot is the very array the browser starts with: useSyncExternalStore compares
// them once the toasts have hydrated, and a different (even empty) array made React render them
// again synchronously, inside the task that commits the page's hydration (decision 0157).
const noToasts: ToastData[] = [];
let toasts: ToastData[] = noToasts;
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(input: Omit<ToastData, 'id' | 'open'>): number {
  const id = nextId++;
  toasts = [{ ...input, id, open: true }, ...toasts].slice(0, toastLimit);
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t));
  emit();
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        toasts = toasts.filter((t) => t.id !== id);
        emit();
      }, toastRemoveDelay),
    );
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}

const carriedKey = carriedToastsKey;

/** Before a full-page navigation: keep the open toasts so the next page shows them. */
export function carryToastsToNextPage(): void {
  try {
    const open = toasts
      .filter((t) => t.open)
      .map(({ title, description, variant }) => ({ title, description, variant }));
    if (open.length > 0) sessionStorage.setItem(carriedKey, JSON.stringify(open));
  } catch {
    // storage unavailable: the toast is simply not carried over
  }
}

/** On page start: show the toasts the previous page carried over. */
export function showCarriedToasts(): void {
  try {
    const raw = sessionStorage.getItem(carriedKey);
    if (!raw) return;
    sessionStorage.removeItem(carriedKey);
    for (const item of JSON.parse(raw) as Omit<ToastData, 'id' | 'open'>[]) toast(item);
  } catch {
    // malformed or unavailable storage: nothing to show
  }
}
