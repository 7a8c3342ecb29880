import { useEffect, useRef } from 'react';
import type { Turn } from '../../../core/api/candidate';
import { ownAnswerText, pendingText } from './ownAnswer';
import type { TurnPhase } from './useInterviewTurns';
import type { PendingAnswer } from './interviewTurnsReducer';

function Bubble({ speaker, children, muted }: { speaker: 'user' | 'bot'; children: string; muted?: boolean }) {
  const mine = speaker === 'user';
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-line shadow-sm ${
          mine ? 'rounded-br-sm bg-indigo-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'
        } ${muted ? 'opacity-70' : ''}`}
      >
        <span className="sr-only">{mine ? 'You: ' : 'Interviewer: '}</span>
        {children}
      </div>
    </li>
  );
}

interface TranscriptProps {
  turns: Turn[];
  draft: string | null;
  pending: PendingAnswer | null;
  phase: TurnPhase;
  /** How long this visit's spoken answers lasted (ms, by seq). */
  durations?: Record<number, number>;
}

/** The conversation so far, newest at the bottom, kept scrolled to the latest message. */
export function Transcript({ turns, draft, pending, phase, durations = {} }: TranscriptProps) {
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
  }, [turns, draft, pending, phase]);

  return (
    <div
      ref={list}
      role="log"
      aria-live="polite"
      aria-label="Interview transcript"
      tabIndex={0}
      className="h-72 overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 sm:h-80"
    >
      <ul className="space-y-3">
        {turns.map((turn) => (
          // A low-confidence transcript arrives as "Answer recorded", never the garbled words.
          <Bubble key={turn.seq} speaker={turn.speaker}>
            {turn.speaker === 'user' ? ownAnswerText(turn, durations[turn.seq]) : turn.text}
          </Bubble>
        ))}
        {pending && (
          <Bubble speaker="user" muted>
            {pendingText(pending)}
          </Bubble>
        )}
        {draft && <Bubble speaker="bot">{draft}</Bubble>}
      </ul>
      {turns.length === 0 && !draft && (
        <p className="text-center text-sm text-slate-500">The interviewer will greet you in a moment.</p>
      )}
    </div>
  );
}
