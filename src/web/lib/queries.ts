import { QueryClient, useQuery } from '@tanstack/react-query';
import type { MeResponse, PublicConfig } from '../../core/api/me';
import { accountEndpoints } from '../../core/api/endpoints/accounts';
import { ApiError } from './api';
import { callApi } from './call-api';

/** The /api/config contract, shared with the server. */
export type { PublicConfig };

/** The /api/me contract, shared with the server. */
export type Me = MeResponse;

export const queryKeys = {
  config: ['config'] as const,
  me: ['me'] as const,
};

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (401, 404, ...) will not change on retry.
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
  },
});

/** Public runtime settings; they do not change while the page is open. */
export function useConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () => callApi(accountEndpoints.config),
    staleTime: Infinity,
  });
}

/** The signed-in employer, or null when signed out (401). */
export function useMe(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.me,
    enabled: options.enabled ?? true,
    queryFn: async (): Promise<Me | null> => {
      try {
        return await callApi(accountEndpoints.me);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
  });
}

/** Drop everything cached for the previous user (after sign-in, sign-out, profile change). */
export function resetUserQueries(): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'config' });
}
