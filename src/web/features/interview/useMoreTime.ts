import { useCallback, useRef, useState } from 'react';
import type { InterviewState } from '../../../core/api/candidate';
import { ApiError } from '../../lib/api';
import { candidateApi, type CandidateSession } from './api';

/**
 * "I need more time to think": the candidate's choice for this interview, stored on the server
 * (the employer sees it as an accommodation). The pause changes at once; if the server cannot
 * store the choice, it goes back and the candidate is told.
 */
export function useMoreTime(session: CandidateSession, initial: Pick<InterviewState, 'moreThinkingTime'>) {
  const [on, setOn] = useState(initial.moreThinkingTime);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(0);
  const set = useCallback(
    (next: boolean) => {
      const call = ++latest.current;
      setOn(next);
      setProblem(null);
      candidateApi.setAccommodations(session, { moreThinkingTime: next }).then(
        () => {},
        (error: unknown) => {
          if (call !== latest.current) return;
          setOn(!next);
          setProblem(
            error instanceof ApiError
              ? `Your choice could not be saved: ${error.message}`
              : 'Your choice could not be saved. Please check your connection and try again.',
          );
        },
      );
    },
    [session],
  );
  return { on, set, problem };
}

export type MoreTime = ReturnType<typeof useMoreTime>;
