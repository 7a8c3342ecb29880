import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandInput } from '../../core/api/brand';
import { brandEndpoints } from '../../core/api/endpoints/brand';
import { callApi } from './call-api';

const brandKey = ['organization-brand'] as const;

/** The active organization's brand on candidate pages and e-mails. */
export function useBrand() {
  return useQuery({ queryKey: brandKey, queryFn: () => callApi(brandEndpoints.get) });
}

export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BrandInput) => callApi(brandEndpoints.save, { body: input }),
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}

export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('logo', file);
      return callApi(brandEndpoints.uploadLogo, { body: form });
    },
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}

export function useDeleteLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(brandEndpoints.deleteLogo),
    onSuccess: (brand) => queryClient.setQueryData(brandKey, brand),
  });
}
