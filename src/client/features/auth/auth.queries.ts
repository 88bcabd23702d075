import { queryOptions } from '@tanstack/react-query';
import type { LoginInput } from '#shared/schemas/login.ts';
import type { RegisterInput } from '#shared/schemas/register.ts';
import { ApiError, apiRequest } from '#client/lib/api.ts';

/** The signed-in user as GET /api/user returns it (spec 01 §3, §7). */
export interface User {
  id: string;
  fullName: string;
  email: string;
  isAdmin: boolean;
  /** Unverified users see a banner in the dashboard (issue "Account self-service" §2). */
  emailVerified: boolean;
  createdAt: string;
}

/** GET /api/user: a 401 means "nobody signed in" and yields null, not an error (spec 01 §7). */
export const userQueryOptions = queryOptions({
  queryKey: ['user'] as const,
  queryFn: async (): Promise<User | null> => {
    try {
      return await apiRequest<User>('GET', '/api/user');
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  },
});

export const login = (input: LoginInput) =>
  apiRequest<{ user: User }>('POST', '/api/login', input).then((r) => r.user);

export const register = (input: RegisterInput) =>
  apiRequest<{ user: User }>('POST', '/api/register', input).then((r) => r.user);

export const logout = () => apiRequest('POST', '/api/logout');

export const requestPasswordReset = (email: string) =>
  apiRequest<{ message: string }>('POST', '/api/forgot-password', { email });

export const resetPassword = (input: {
  token: string;
  password: string;
  confirmPassword: string;
}) => apiRequest<{ message: string }>('POST', '/api/reset-password', input);
