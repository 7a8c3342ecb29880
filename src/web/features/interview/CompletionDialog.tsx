import { useState } from 'react';
import { candidateMessages } from '../../../core/candidate-messages';
import { previewMessages } from '../../../core/candidate-preview';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';

interface CompletionDialogProps {
  open: boolean;
  /** The interviewer closed the interview: there is nothing to go back to. */
  finished: boolean;
  /** An employer's preview as candidate: submitting ends and deletes it (docs/decisions/0042). */
  preview?: boolean;
  /** An answer that has not reached the server yet would be lost by submitting now. */
  unsentAnswer?: boolean;
  onCancel: () => void;
  onSubmit: (keepInTouch: boolean) => Promise<void>;
  /** After the success message, the candidate closes the dialog. */
  onDone: () => void;
}

/**
 * The end of the interview: keep-in-touch, Submit Interview, then the success message.
 * A `Dialog`: focus moves in (on Submit Interview, then on Close) and is trapped, the page behind is inert.
 */
export function CompletionDialog({
  open,
  finished,
  preview,
  unsentAnswer,
  onCancel,
  onSubmit,
  onDone,
}: CompletionDialogProps) {
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
    <Dialog
      open={open}
      busy={!canCancel}
      onClose={onCancel}
      centered={submitted}
      title={submitted ? 'Interview submitted' : finished ? 'Interview complete' : 'Finish the interview now?'}
    >
      {submitted ? (
        <>
          <p role="status" className="mt-3 text-sm text-green-700">
            {candidateMessages.submitted}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Your camera and microphone are now off. You can close this page.
          </p>
          <Button autoFocus data-autofocus className="mt-6" onClick={onDone}>
            Close
          </Button>
        </>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            {preview
              ? previewMessages.submit
              : finished
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
              <Button variant="secondary" onClick={onCancel} disabled={!canCancel}>
                Continue interview
              </Button>
            )}
            <Button
              autoFocus
              data-autofocus
              onClick={() => void submit()}
              loading={busy}
              loadingLabel="Submitting interview..."
            >
              Submit Interview
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
