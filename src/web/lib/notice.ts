import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { noticeEndpoints } from '../../core/api/endpoints/notices';
import type { NoticeInput } from '../../core/api/notices';
import { callApi } from './call-api';

const noticeKey = ['notice'] as const;

/** The employer's notice to candidates (latest version, or the default text). */
export function useNotice() {
  return useQuery({ queryKey: noticeKey, queryFn: () => callApi(noticeEndpoints.get) });
}

/** Saves the text as a new version. */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) => callApi(noticeEndpoints.save, { body: input }),
    onSuccess: (notice) => queryClient.setQueryData(noticeKey, notice),
  });
}
