import { parseTranscript } from '../../../core/transcript';
import { Card } from '../../components/Card';

/** The USER:/BOT: transcript as a readable conversation, with its [HH:MM:SS] times. */
export function TranscriptView({ transcript }: { transcript: string }) {
  const entries = parseTranscript(transcript);
  return (
    <Card aria-labelledby="transcript-heading" as="section">
      <h2 id="transcript-heading" className="text-lg font-semibold text-slate-900">
        Transcript
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No transcript yet.</p>
      ) : (
        <ol className="mt-4 max-h-[32rem] space-y-2 overflow-y-auto pr-2 text-sm" aria-label="Transcript" tabIndex={0}>
          {entries.map((entry, index) => (
            <li key={index} className="flex gap-3">
              <span className="w-16 shrink-0 font-mono text-xs leading-5 text-slate-500">{entry.at ?? ''}</span>
              <span
                className={`w-24 shrink-0 font-semibold ${entry.speaker === 'bot' ? 'text-indigo-700' : 'text-slate-900'}`}
              >
                {entry.speaker === 'bot' ? 'Interviewer' : 'Candidate'}
              </span>
              <span className="min-w-0 text-slate-700">{entry.text}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
