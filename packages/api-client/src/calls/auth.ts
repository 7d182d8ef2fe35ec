import {
  authUserResponseSchema,
  type LoginRequest,
  loggedOutResponseSchema,
  type RegisterRequest,
  sessionResponseSchema,
  type UpdateProfileRequest,
} from '@wedding/core';
import type { HttpClient } from '../http/http-client';

/** Accounts and sessions (apps/api routes/auth.ts). */
export function authCalls(http: HttpClient) {
  return {
    register: (body: RegisterRequest) => http.post('/api/auth/register', authUserResponseSchema, body),
    login: (body: LoginRequest) => http.post('/api/auth/login', authUserResponseSchema, body),
    logout: () => http.post('/api/auth/logout', loggedOutResponseSchema),
    me: (signal?: AbortSignal) => http.get('/api/auth/me', authUserResponseSchema, { signal }),
    /** The signed-in user or null, without a 401 for visitors. */
    session: (signal?: AbortSignal) => http.get('/api/auth/session', sessionResponseSchema, { signal }),
    updateProfile: (body: UpdateProfileRequest) => http.patch('/api/auth/me', authUserResponseSchema, body),
  };
}
