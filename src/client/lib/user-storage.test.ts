import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readUserValue, userStorageKey, useUserStoredState } from './user-storage.ts';

const schema = z.object({ step: z.number().int().min(1).max(3), areas: z.array(z.string()) });
type State = z.infer<typeof schema>;
const initial: State = { step: 1, areas: [] };

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('useUserStoredState', () => {
  it('keeps the state per user across a remount (a reload) and forgets it on reset', () => {
    const first = renderHook(() => useUserStoredState('user-1', 'finder', schema, initial));
    expect(first.result.current[0]).toBe(initial);
    act(() => first.result.current[1]({ step: 2, areas: ['sales'] }));
    first.unmount();

    const again = renderHook(() => useUserStoredState('user-1', 'finder', schema, initial));
    expect(again.result.current[0]).toEqual({ step: 2, areas: ['sales'] });

    const otherUser = renderHook(() => useUserStoredState('user-2', 'finder', schema, initial));
    expect(otherUser.result.current[0]).toBe(initial);

    act(() => again.result.current[2]());
    expect(again.result.current[0]).toBe(initial);
    expect(localStorage.getItem(userStorageKey('user-1', 'finder'))).toBeNull();
  });

  it.each([
    ['not JSON', '{step:'],
    ['wrong shape', JSON.stringify({ step: 9, areas: [] })],
    ['null', 'null'],
  ])('ignores a stored value that does not parse (%s)', (_name, raw) => {
    localStorage.setItem(userStorageKey('user-1', 'finder'), raw);
    expect(readUserValue(userStorageKey('user-1', 'finder'), schema)).toBeUndefined();
    const { result } = renderHook(() => useUserStoredState('user-1', 'finder', schema, initial));
    expect(result.current[0]).toBe(initial);
  });
});
