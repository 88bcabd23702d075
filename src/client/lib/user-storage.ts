import { useCallback, useEffect, useState, type SetStateAction } from 'react';
import type { z } from 'zod';

/**
 * Work in progress kept in the browser per signed-in user (decision 0010): one localStorage entry
 * per tool and user id, so another account on the same browser never sees it. What comes back is
 * parsed by the tool's schema; anything unreadable (old shape, edited by hand) is ignored.
 */
export function userStorageKey(userId: string, name: string): string {
  return `nexus:${name}:${userId}`;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readUserValue<T>(key: string, schema: z.ZodType<T>): T | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (raw == null) return undefined;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function writeUserValue(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // full or disabled storage: the tool still works, it just forgets on reload
  }
}

export function removeUserValue(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to remove
  }
}

/**
 * useState that survives reloads for this user. `initial` must be a stable value (a module
 * constant): while the state is that very value nothing is stored, so `reset` truly forgets.
 */
export function useUserStoredState<T>(
  userId: string,
  name: string,
  schema: z.ZodType<T>,
  initial: T,
): [T, (next: SetStateAction<T>) => void, () => void] {
  const key = userStorageKey(userId, name);
  const [state, setState] = useState<T>(() => readUserValue(key, schema) ?? initial);

  useEffect(() => {
    if (state === initial) removeUserValue(key);
    else writeUserValue(key, state);
  }, [key, state, initial]);

  const reset = useCallback(() => setState(initial), [initial]);
  return [state, setState, reset];
}
