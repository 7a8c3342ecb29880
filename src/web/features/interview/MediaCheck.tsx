import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { useConfig } from '../../lib/queries';
import { useCandidateBrand } from '../brand/candidate-brand';
import { LevelMeter } from './LevelMeter';
import { useAudioLevel } from './useAudioLevel';
import type { MediaControls } from './useMediaStream';
import { VideoPreview } from './VideoPreview';
import { StageHeading } from './StageHeading';
import { Card } from '../../components/Card';

function helpLink(email: string, media: MediaControls) {
  const video = media.stream?.getVideoTracks()[0];
  const audio = media.stream?.getAudioTracks()[0];
  const camera = !video ? 'not available' : media.cameraOn && video.readyState === 'live' ? 'on' : 'off';
  const microphone = !audio ? 'not available' : audio.enabled && audio.readyState === 'live' ? 'working' : 'off';
  const body = [
    'Hello, I need help with the camera and microphone check of my interview.',
    '',
    `Camera status: ${camera}`,
    `Audio status: ${microphone}`,
    `Error: ${media.error ?? 'none'}`,
    `Browser: ${navigator.userAgent}`,
    `Page: ${window.location.href}`,
  ].join('\n');
  return `mailto:${email}?subject=${encodeURIComponent('Help with my interview camera and microphone')}&body=${encodeURIComponent(body)}`;
}

interface MediaCheckProps {
  media: MediaControls;
  onContinue: () => void;
  onTypeInstead: () => void;
  /** Shown when an earlier interview was resumed: begin a new application instead. */
  onStartOver?: () => void;
}

/** Stage 2: the candidate sees and hears that camera and microphone work before the interview starts. */
export function MediaCheck({ media, onContinue, onTypeInstead, onStartOver }: MediaCheckProps) {
  const level = useAudioLevel(media.stream, media.status === 'ready');
  const { data: config } = useConfig();
  const brand = useCandidateBrand();
  // Help comes from the employer's support address when it has one.
  const supportEmail = brand?.supportEmail ?? config?.supportEmail ?? 'support@screenroom.local';

  return (
    <Card as="section" aria-labelledby="media-check-heading" className="mx-auto max-w-2xl">
      <StageHeading id="media-check-heading">Check your camera and microphone</StageHeading>
      <p className="mt-2 text-sm text-slate-600">
        Make sure you can see yourself and that the level bar moves when you speak.
      </p>

      <VideoPreview
        className="mt-5"
        stream={media.stream}
        cameraOn={media.cameraOn}
        onToggleCamera={media.toggleCamera}
      />

      <div className="mt-4">
        <p className="mb-1 text-sm font-medium text-slate-700">Microphone level</p>
        <LevelMeter level={level} />
      </div>

      {media.status === 'starting' && <Spinner className="mt-4" label="Starting camera and microphone..." />}

      {media.status === 'error' && (
        <div className="mt-5 space-y-3">
          <Alert tone="error">{media.error}</Alert>
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={media.retry}>
              Retry
            </button>
            <a className="btn-secondary" href={helpLink(supportEmail, media)}>
              Ask for Help
            </a>
            <button type="button" className="btn-secondary" onClick={onTypeInstead}>
              Continue without camera — type answers
            </button>
          </div>
        </div>
      )}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        {onStartOver ? (
          <button type="button" className="text-xs text-slate-500 underline hover:text-slate-700" onClick={onStartOver}>
            Not you? Start over
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="btn-primary" disabled={media.status !== 'ready'} onClick={onContinue}>
          Looks Good
        </button>
      </div>
    </Card>
  );
}
