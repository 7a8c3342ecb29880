import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  decisionMailDraftPath,
  MAIL_TEMPLATES_PATH,
  mailTemplatePath,
  type MailTemplateInput,
  type MailTemplatesResponse,
  type MailTemplateView,
} from '../../core/api/mail-templates';
import type { DecisionMail, DecisionMailStatus } from '../../core/decision-mail';
import type { MailTemplateKind } from '../../core/mail-templates';
import { apiFetch } from './api';

const templatesKey = ['mail-templates'] as const;

/** The organization's candidate e-mails (Settings → E-mails). */
export function useMailTemplates() {
  return useQuery({ queryKey: templatesKey, queryFn: () => apiFetch<MailTemplatesResponse>(MAIL_TEMPLATES_PATH) });
}

function replaceTemplate(queryClient: ReturnType<typeof useQueryClient>, saved: MailTemplateView) {
  queryClient.setQueryData<MailTemplatesResponse>(templatesKey, (current) =>
    current ? { ...current, templates: current.templates.map((t) => (t.kind === saved.kind ? saved : t)) } : current,
  );
}

export function useSaveMailTemplate(kind: MailTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailTemplateInput) =>
      apiFetch<MailTemplateView>(mailTemplatePath(kind), { method: 'PUT', body: input }),
    onSuccess: (saved) => replaceTemplate(queryClient, saved),
  });
}

export function useResetMailTemplate(kind: MailTemplateKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<MailTemplateView>(mailTemplatePath(kind), { method: 'DELETE' }),
    onSuccess: (saved) => replaceTemplate(queryClient, saved),
  });
}

/** The decision e-mail draft in the organization's wording. */
export function useDecisionMailDraft(interviewId: string, decision: DecisionMailStatus) {
  return useQuery({
    queryKey: ['decision-mail-draft', interviewId, decision],
    queryFn: () => apiFetch<DecisionMail>(decisionMailDraftPath(interviewId, decision)),
    staleTime: 0,
  });
}
