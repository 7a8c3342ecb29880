import { answerTimeText, durationText, questionCountText, type InterviewLength } from '../../../core/interview-length';
import { Card } from '../../components/Card';

/** What happens in the interview and to the candidate's data — said plainly before they consent. */
export function Instructions({ retentionDays, length }: { retentionDays: number; length: InterviewLength }) {
  return (
    <Card as="section" aria-labelledby="instructions-heading">
      <h2 id="instructions-heading" className="text-lg font-semibold text-slate-900">
        Interview instructions
      </h2>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">What happens</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        <li>
          Your interviewer is an <strong>AI</strong>, not a person. It asks {questionCountText(length)} about the role,
          one at a time (sometimes with a short follow-up), and reads them aloud. The interview takes{' '}
          {durationText(length)}.
        </li>
        <li>
          Tap <em>Tap to Answer</em> and speak; you have {answerTimeText(length)}. You can also type an answer. You can
          ask the interviewer to repeat or explain a question, or take a moment before you answer.
        </li>
        <li>
          Your camera and microphone are <strong>recorded</strong> while you answer. Your answers are transcribed and,
          together with your CV, <strong>analysed by AI</strong> to help the hiring team assess your application.
        </li>
        <li>You can finish early at any time. If the page reloads, you continue where you left off.</li>
      </ul>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Your data</h3>
      <p className="mt-2 text-sm text-slate-700">
        Your recordings, transcript, CV and the AI assessment are only accessible to the hiring manager of this position
        and are deleted automatically after {retentionDays} days.
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">Before you start</h3>
      <p className="mt-2 text-sm text-slate-700">
        Find a quiet, well-lit place and allow this page to use your camera and microphone.
      </p>
    </Card>
  );
}
