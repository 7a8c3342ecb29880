import type { Accommodations, AlternativeRequest, IntakeResponse, PublicPosting } from '../../../core/api/candidate';
import { SEGMENT_CONTENT_TYPE } from '../../../core/answer-segments';
import { CANDIDATE_TOKEN_HEADER } from '../../../core/candidate-messages';
import { answerSegmentEndpoints, candidateEndpoints as endpoints } from '../../../core/api/endpoints/candidate';
import { previewEndpoints } from '../../../core/api/endpoints/previews';
import { INVITATION_FIELD } from '../../../core/api/invitations';
import { callApi } from '../../lib/call-api';

/** What a candidate needs to come back to their interview: kept per posting in localStorage. */
export type CandidateSession = IntakeResponse;

const storageKey = (postingId: string) => `screenroom.interview.${postingId}`;

export const sessionStore = {
  load(postingId: string): CandidateSession | null {
    try {
      const raw = localStorage.getItem(storageKey(postingId));
      const value = raw ? (JSON.parse(raw) as Partial<CandidateSession>) : null;
      return value && typeof value.interviewId === 'string' && typeof value.token === 'string'
        ? { interviewId: value.interviewId, token: value.token }
        : null;
    } catch {
      return null;
    }
  },
  save(postingId: string, session: CandidateSession) {
    try {
      localStorage.setItem(storageKey(postingId), JSON.stringify(session));
    } catch {
      // Private mode or a full quota: the interview still works, it just cannot resume after a reload.
    }
  },
  clear(postingId: string) {
    try {
      localStorage.removeItem(storageKey(postingId));
    } catch {
      // Nothing stored.
    }
  },
};

export const tokenHeaders = (session: CandidateSession) => ({ [CANDIDATE_TOKEN_HEADER]: session.token });

export type IntakeFields = {
  fullName: string;
  email: string;
  cv: File;
  knockoutAnswer?: 'yes' | 'no';
  noticeVersionId: string;
  invitation?: string;
};

function intakeBody(form: IntakeFields): FormData {
  const body = new FormData();
  body.set('fullName', form.fullName);
  body.set('email', form.email);
  body.set('consent', 'true');
  body.set('aiConsent', 'true');
  body.set('noticeVersionId', form.noticeVersionId);
  if (form.knockoutAnswer) body.set('knockoutAnswer', form.knockoutAnswer);
  if (form.invitation) body.set(INVITATION_FIELD, form.invitation);
  body.set('cv', form.cv, form.cv.name);
  return body;
}

/** Where the intake page reads the posting and starts the interview: the candidate's, or a preview's. */
export type IntakeApi = {
  posting: (postingId: string) => Promise<PublicPosting>;
  start: (postingId: string, form: IntakeFields) => Promise<IntakeResponse>;
};

/**
 * Preview as candidate (docs/decisions/0042): the signed-in employer's routes for the posting and
 * the intake; every later call is the candidate's own, which answers a preview only with this session.
 */
export const previewApi: IntakeApi = {
  posting: (postingId) => callApi(previewEndpoints.posting, { params: { id: postingId } }),
  start: (postingId, form) => callApi(previewEndpoints.start, { params: { id: postingId }, body: intakeBody(form) }),
};

export const candidateApi = {
  posting: (postingId: string) => callApi(endpoints.posting, { params: { postingId } }),

  start: (postingId: string, form: IntakeFields) =>
    callApi(endpoints.intake, { params: { postingId }, body: intakeBody(form) }),

  /** Instead of the AI interview: the employer is told and arranges another process. */
  requestAlternative: (postingId: string, request: AlternativeRequest) =>
    callApi(endpoints.requestAlternative, { params: { postingId }, body: request }),

  state: (session: CandidateSession) =>
    callApi(endpoints.state, { params: { interviewId: session.interviewId }, headers: tokenHeaders(session) }),

  /** The candidate's right to deletion: removes the interview, CV and recordings now. */
  deleteAll: (session: CandidateSession) =>
    callApi(endpoints.deleteInterview, {
      params: { interviewId: session.interviewId },
      headers: tokenHeaders(session),
    }),

  /**
   * One speech segment of the answer `seq` (16 kHz mono 16-bit LE PCM, see core/answer-segments.ts),
   * transcribed by the server before it answers. Safe to retry: the same (seq, index) is stored once.
   * `startMs`: where the segment starts in the answer's recording.
   */
  uploadSegment: (
    session: CandidateSession,
    segment: { seq: number; index: number; pcm: Uint8Array; startMs?: number },
    signal?: AbortSignal,
  ) => {
    const startMs = segment.startMs === undefined ? undefined : Math.max(0, Math.round(segment.startMs));
    const body = new Blob([segment.pcm as Uint8Array<ArrayBuffer>], { type: SEGMENT_CONTENT_TYPE });
    return callApi(answerSegmentEndpoints.uploadSegment, {
      params: { interviewId: session.interviewId, seq: segment.seq, index: segment.index },
      query: { startMs },
      headers: tokenHeaders(session),
      body,
      signal,
    });
  },

  /** What the server holds of the answer `seq`: after a reload, upload from `nextIndex` on. */
  segments: (session: CandidateSession, seq: number) =>
    callApi(answerSegmentEndpoints.segments, {
      params: { interviewId: session.interviewId, seq },
      headers: tokenHeaders(session),
    }),

  /**
   * The candidate went on speaking right after an end of turn: the reply is withdrawn (abort its
   * stream first) and the answer continues; keep uploading segments from `nextIndex`.
   */
  continueAnswer: (session: CandidateSession, seq: number) =>
    callApi(answerSegmentEndpoints.continueAnswer, {
      params: { interviewId: session.interviewId, seq },
      headers: tokenHeaders(session),
    }),

  /** The full recording of an answer already stored from its segments (for the employer's playback). */
  uploadRecording: (session: CandidateSession, seq: number, recording: Blob) =>
    callApi(answerSegmentEndpoints.uploadRecording, {
      params: { interviewId: session.interviewId, seq },
      headers: tokenHeaders(session),
      body: new Blob([recording], { type: 'video/webm' }),
    }),

  /** "I need more time to think": stored on the interview and shown to the employer. */
  setAccommodations: (session: CandidateSession, accommodations: Accommodations) =>
    callApi(endpoints.setAccommodations, {
      params: { interviewId: session.interviewId },
      headers: tokenHeaders(session),
      body: accommodations,
    }),

  submit: (session: CandidateSession, keepInTouch: boolean) =>
    callApi(endpoints.submit, {
      params: { interviewId: session.interviewId },
      headers: tokenHeaders(session),
      body: { keepInTouch },
    }),
};
