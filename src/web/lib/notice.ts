import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTICE_PATH, type NoticeInput, type NoticeResponse } from '../../core/api/notices';
import { apiFetch } from './api';

const noticeKey = ['notice'] as const;

/** The employer's notice to candidates (latest version, or the default text). */
export function useNotice() {
  return useQuery({ queryKey: noticeKey, queryFn: () => apiFetch<NoticeResponse>(NOTICE_PATH) });
}

/** Saves the text as a new version. */
export function useSaveNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoticeInput) => apiFetch<NoticeResponse>(NOTICE_PATH, { method: 'PUT', body: input }),
    onSuccess: (notice) => queryClient.setQueryData(noticeKey, notice),
  });
}
