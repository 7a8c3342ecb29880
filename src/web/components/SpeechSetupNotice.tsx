import { useConfig } from '../lib/queries';

/**
 * The employer's notice when the server cannot transcribe speech (candidates then type): what is
 * missing and the exact command that turns spoken answers on. Words from core/speech-setup.ts via
 * the public config endpoint (accountEndpoints.config); nothing is shown while spoken answers are on.
 */
export function SpeechSetupNotice() {
  const { data } = useConfig();
  const speech = data?.speech;
  if (!speech || speech.spokenAnswers || !speech.turnOn) return null;
  return (
    <div
      role="status"
      data-testid="speech-setup-notice"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p className="font-medium">{speech.summary}</p>
      <p className="mt-1">
        To turn them on (Debian/Ubuntu), run on the server <code className="font-mono">{speech.turnOn.debian}</code> and
        restart it.
      </p>
      <p className="mt-1">macOS: {speech.turnOn.macos}</p>
      <p className="mt-1">{speech.turnOn.openai}</p>
    </div>
  );
}
