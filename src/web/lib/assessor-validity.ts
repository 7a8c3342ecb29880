import { useQuery } from '@tanstack/react-query';
import { assessorValidityPaths, type AssessorValidityResponse } from '../../core/api/assessor-validity';
import { apiFetch } from './api';

/** The committed assessor validity statement ("About the AI assessment"). */
export function useAssessorValidity() {
  return useQuery({
    queryKey: ['assessor-validity'],
    queryFn: () => apiFetch<AssessorValidityResponse>(assessorValidityPaths.statement),
    staleTime: Infinity,
  });
}
