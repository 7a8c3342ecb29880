import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  apiKeyPaths,
  type ApiKey,
  type ApiKeyList,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '../../core/api/api-keys';
import { apiFetch } from './api';

const apiKeysKey = ['api-keys'] as const;

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysKey, queryFn: () => apiFetch<ApiKeyList>(apiKeyPaths.list) });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateApiKeyInput) =>
      apiFetch<CreatedApiKey>(apiKeyPaths.create, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ApiKey>(apiKeyPaths.revoke(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
