import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth } from './auth-provider.tsx';

describe('useAuth', () => {
  it('throws the spec text outside its provider', () => {
    // spec 01 §8
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});
