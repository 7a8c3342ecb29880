import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mailTemplateEndpoints } from '../../core/api/endpoints/mail-templates';
import type { MailTemplateInput, MailTemplatesResponse, MailTemplateView } from '../../core/api/mail-templates';
import type { DecisionMailStatus } from '../../core/decision-mail';
import type { MailTemplateKind } from '../../core/mail-templates';
import { callApi } from './call-api';

const templatesKey = ['mail-templates'] as const;

/** The organization's candidate e-mails (Settings → E-mails). */
export function useMailTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: () => callApi(mailTemplateEndpoints.list) });
}

function replaceTemplate(queryClient: ReturnType<typeof useQueryClient>, saved: MailTemplateView) {
  queryClient.setQueryData<MailTemplatesResponse>(templatesKey, (current) =>
    current ? { ...current, templates: current.templates.map((t) => (t.kind === saved.kind ? saved : t)) } : current,
  );
}

export function useSaveMailTemplate(kind: MailTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailTemplateInput) => callApi(mailTemplateEndpoints.save, { params: { kind }, body: input }),
    onSuccess: (saved) => replaceTemplate(queryClient, saved),
  });
}

export function useResetMailTemplate(kind: MailTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(mailTemplateEndpoints.reset, { params: { kind } }),
    onSuccess: (saved) => replaceTemplate(queryClient, saved),
  });
}

/** The decision e-mail draft in the organization's wording. */
export function useDecisionMailDraft(interviewId: string, decision: DecisionMailStatus) {
  return useQuery({
    queryKey: ['decision-mail-draft', interviewId, decision],
    queryFn: () =>
      callApi(mailTemplateEndpoints.decisionMailDraft, { params: { id: interviewId }, query: { decision } }),
    staleTime: 0,
  });
}
