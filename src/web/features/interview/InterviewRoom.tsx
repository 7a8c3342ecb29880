import { useState } from 'react';
import type { InterviewState, PublicPosting } from '../../../core/api/candidate';
import { thinkingPauseMs } from '../../../core/turn-taking';
import { answerModeStore } from './answerMode';
import type { CandidateSession } from './api';
import { LiveInterview } from './LiveInterview';
import { MediaCheck } from './MediaCheck';
import { PracticeQuestion } from './PracticeQuestion';
import { useMediaStream } from './useMediaStream';
import { useMoreTime } from './useMoreTime';

interface InterviewRoomProps {
  posting: PublicPosting;
  session: CandidateSession;
  state: InterviewState;
  onSubmitted: () => void;
  /** Offered when an earlier interview was resumed from this browser. */
  onStartOver?: () => void;
  /** An employer's preview as candidate (docs/decisions/0042). */
  preview?: boolean;
}

/**
 * The media check, the practice question and the live interview share one camera/microphone
 * stream, opened once and released when the interview is submitted or the candidate leaves.
 */
export function InterviewRoom({ posting, session, state, onSubmitted, onStartOver, preview }: InterviewRoomProps) {
  // An interview the interviewer already closed only needs submitting: no devices for that.
  const [step, setStep] = useState<'check' | 'practice' | 'live'>(state.finished ? 'live' : 'check');
  const [withMedia, setWithMedia] = useState(!state.finished);
  const media = useMediaStream(withMedia);
  const moreTime = useMoreTime(session, state);
  const pauseMs = thinkingPauseMs(state.plan?.thinkingPauseMs, moreTime.on);

  if (step === 'check') {
    // The practice question is for spoken answers, before the first one (not after a reload mid-interview).
    const practice = state.speechToText && state.turns.every((turn) => turn.speaker !== 'user');
    return (
      <MediaCheck
        media={media}
        onContinue={() => setStep(practice && media.stream?.getAudioTracks().length ? 'practice' : 'live')}
        onTypeInstead={() => {
          setWithMedia(false);
          setStep('live');
        }}
        onStartOver={onStartOver}
      />
    );
  }
  if (step === 'practice' && media.stream) {
    return (
      <PracticeQuestion
        stream={media.stream}
        thinkingPauseMs={pauseMs}
        moreTime={moreTime.on}
        onMoreTimeChange={moreTime.set}
        moreTimeProblem={moreTime.problem}
        onDone={(mode) => {
          if (mode) answerModeStore.save(mode);
          setStep('live');
        }}
      />
    );
  }
  return (
    <LiveInterview
      session={session}
      posting={posting}
      initial={state}
      media={withMedia ? media : null}
      moreTime={moreTime}
      onSubmitted={onSubmitted}
      preview={preview}
    />
  );
}
