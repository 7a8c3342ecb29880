import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BRAND_LOGO_PATH, BRAND_PATH, type BrandInput, type BrandResponse } from '../../core/api/brand';
import { apiFetch } from './api';

const brandKey = ['organization-brand'] as const;

/** The active organization's brand on candidate pages and e-mails. */
export function useBrand() {
  return useQuery({ queryKey: brandKey, queryFn: () => apiFetch<BrandResponse>(BRAND_PATH) });
}

export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandInput) => apiFetch<BrandResponse>(BRAND_PATH, { method: 'PUT', body: input }),
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return apiFetch<BrandResponse>(BRAND_LOGO_PATH, { method: 'POST', body: form });
    },
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<BrandResponse>(BRAND_LOGO_PATH, { method: 'DELETE' }),
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}
