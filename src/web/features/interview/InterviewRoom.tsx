import { useState } from 'react';
import type { InterviewState, PublicPosting } from '../../../core/api/candidate';
import type { CandidateSession } from './api';
import { LiveInterview } from './LiveInterview';
import { MediaCheck } from './MediaCheck';
import { useMediaStream } from './useMediaStream';

interface InterviewRoomProps {
  posting: PublicPosting;
  session: CandidateSession;
  state: InterviewState;
  onSubmitted: () => void;
  /** Offered when an earlier interview was resumed from this browser. */
  onStartOver?: () => void;
}

/**
 * The media check and the live interview share one camera/microphone stream, opened once and
 * released when the interview is submitted or the candidate leaves.
 */
export function InterviewRoom({ posting, session, state, onSubmitted, onStartOver }: InterviewRoomProps) {
  // An interview the interviewer already closed only needs submitting: no devices for that.
  const [step, setStep] = useState<'check' | 'live'>(state.finished ? 'live' : 'check');
  const [withMedia, setWithMedia] = useState(!state.finished);
  const media = useMediaStream(withMedia);

  if (step === 'check') {
    return (
      <MediaCheck
        media={media}
        onContinue={() => setStep('live')}
        onTypeInstead={() => {
          setWithMedia(false);
          setStep('live');
        }}
        onStartOver={onStartOver}
      />
    );
  }
  return (
    <LiveInterview
      session={session}
      posting={posting}
      initial={state}
      media={withMedia ? media : null}
      onSubmitted={onSubmitted}
    />
  );
}
