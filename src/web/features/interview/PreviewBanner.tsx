import { Link } from 'react-router';
import { previewMessages } from '../../../core/candidate-preview';
import { StageHeading } from './StageHeading';
import { Card } from '../../components/Card';

const postingPage = (postingId: string) => `/job-postings/${encodeURIComponent(postingId)}/candidates`;

/** Above every stage of a preview as candidate (docs/decisions/0042): what this is, and the way back. */
export function PreviewBanner({ postingId }: { postingId: string }) {
  return (
    <div
      role="status"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>
        <strong className="font-semibold">Preview as candidate.</strong> {previewMessages.banner}
      </p>
      <Link to={postingPage(postingId)} className="link whitespace-nowrap">
        Leave the preview
      </Link>
    </div>
  );
}

/** The end of a preview: it was deleted on the server when "submitted". */
export function PreviewFinished({ postingId }: { postingId: string }) {
  return (
    <Card as="section" padding="none" className="mx-auto max-w-xl px-6 py-12 text-center">
      <StageHeading className="text-2xl">Preview finished</StageHeading>
      <p className="mt-3 text-slate-600">{previewMessages.finished}</p>
      <div className="mt-8 flex justify-center">
        <Link to={postingPage(postingId)} className="btn-primary">
          Back to the posting
        </Link>
      </div>
    </Card>
  );
}
