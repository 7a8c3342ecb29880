import { useQuery } from '@tanstack/react-query';
import { assessorValidityEndpoints as endpoints } from '../../core/api/endpoints/assessor-validity';
import { callApi } from './call-api';

/** The committed assessor validity statement ("About the AI assessment"). */
export function useAssessorValidity() {
  return useQuery({
    queryKey: ['assessor-validity'],
    queryFn: () => callApi(endpoints.assessorValidity),
    staleTime: Infinity,
  });
}
