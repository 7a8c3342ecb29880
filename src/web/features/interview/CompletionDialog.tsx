import { useId, useState } from 'react';
import { candidateMessages } from '../../../core/candidate-messages';
import { Alert } from '../../components/Alert';
import { useModalDialog } from '../../components/use-modal-dialog';

interface CompletionDialogProps {
  open: boolean;
  /** The interviewer closed the interview: there is nothing to go back to. */
  finished: boolean;
  /** An answer that has not reached the server yet would be lost by submitting now. */
  unsentAnswer?: boolean;
  onCancel: () => void;
  onSubmit: (keepInTouch: boolean) => Promise<void>;
  /** After the success message, the candidate closes the dialog. */
  onDone: () => void;
}

/**
 * The end of the interview: keep-in-touch, Submit Interview, then the success message.
 * A native modal <dialog>: focus moves in and is trapped, the page behind is inert.
 */
export function CompletionDialog({ open, finished, unsentAnswer, onCancel, onSubmit, onDone }: CompletionDialogProps) {
  const ref = useModalDialog(open);
  const headingId = useId();
  const [keepInTouch, setKeepInTouch] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSubmit(keepInTouch);
      setSubmitted(true);
    } catch {
      setError(candidateMessages.submitFailed);
    } finally {
      setBusy(false);
    }
  };

  const canCancel = !finished && !busy && !submitted;

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (canCancel) onCancel();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
    >
      {open && submitted && (
        <div className="text-center">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            Interview submitted
          </h2>
          <p role="status" className="mt-3 text-sm text-green-700">
            {candidateMessages.submitted}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Your camera and microphone are now off. You can close this page.
          </p>
          <button type="button" autoFocus data-autofocus className="btn-primary mt-6" onClick={onDone}>
            Close
          </button>
        </div>
      )}
      {open && !submitted && (
        <>
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {finished ? 'Interview complete' : 'Finish the interview now?'}
          </h2>
          <p className="mt-2 text-sm text-slate-600">
            {finished
              ? 'Thank you! Submit your interview so the hiring team can review it.'
              : 'Your answers so far will be submitted to the hiring team. You cannot continue the interview afterwards.'}
          </p>
          {unsentAnswer && !finished && (
            <p className="mt-3 text-sm text-amber-800">
              Your last answer has not been saved yet. Choose Continue interview and press Retry to keep it.
            </p>
          )}
          <label className="mt-5 flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 rounded border-slate-300"
              checked={keepInTouch}
              onChange={(event) => setKeepInTouch(event.target.checked)}
            />
            Keep me in touch about future opportunities
          </label>
          {error && (
            <div className="mt-4">
              <Alert tone="error">{error}</Alert>
            </div>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            {!finished && (
              <button type="button" className="btn-secondary" onClick={onCancel} disabled={!canCancel}>
                Continue interview
              </button>
            )}
            <button
              type="button"
              autoFocus
              data-autofocus
              className="btn-primary"
              onClick={() => void submit()}
              disabled={busy}
            >
              {busy ? 'Submitting interview...' : 'Submit Interview'}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
