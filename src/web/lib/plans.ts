import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { planEndpoints as endpoints } from '../../core/api/endpoints/plans';
import type { PlanResponse } from '../../core/api/plans';
import type { InterviewPlan } from '../../core/interview-plan';
import { callApi } from './call-api';

export const planKey = (id: string) => ['postings', 'plan', id] as const;

/** A posting's interview plan: draft (null until one is saved), latest published version, versions. */
export function usePlan(id: string) {
  return useQuery({
    queryKey: planKey(id),
    queryFn: () => callApi(endpoints.get, { params: { id } }),
    staleTime: Infinity,
  });
}

export function useSavePlanDraft(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: InterviewPlan) => callApi(endpoints.saveDraft, { params: { id }, body: plan }),
    onSuccess: (plan) => queryClient.setQueryData(planKey(id), plan),
  });
}

/** The first publish opens a draft posting: the dashboard's status changes too. */
const publishedInto = (queryClient: ReturnType<typeof useQueryClient>, id: string, plan: PlanResponse) => {
  queryClient.setQueryData(planKey(id), plan);
  void queryClient.invalidateQueries({ queryKey: ['postings'], predicate: (q) => q.queryKey[1] !== 'plan' });
};

export function usePublishPlan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plan: InterviewPlan) => callApi(endpoints.publish, { params: { id }, body: plan }),
    onSuccess: (plan) => publishedInto(queryClient, id, plan),
  });
}

/** Opens a draft posting on the default interview, explicitly (docs/decisions/0042). */
export function usePublishDefaultInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endpoints.publishDefault, { params: { id } }),
    onSuccess: (plan) => publishedInto(queryClient, id, plan),
  });
}

/** "Draft from job description": a proposal the editor loads; nothing is stored until saved. */
export function useDraftFromDescription(id: string) {
  return useMutation({
    mutationFn: () => callApi(endpoints.draftFromDescription, { params: { id } }),
  });
}
