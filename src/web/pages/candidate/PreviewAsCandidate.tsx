import { useParams } from 'react-router';
import { candidateMessages } from '../../../core/candidate-messages';
import { PreviewBanner } from '../../features/interview/PreviewBanner';
import { LinkProblem } from '../../features/interview/StatusViews';
import { CandidateInterview } from './CandidateInterview';

/**
 * Preview as candidate (docs/decisions/0042): the candidate's own pages, for a signed-in employer
 * who may read the posting, marked as a preview at every stage.
 */
export default function PreviewAsCandidatePage() {
  const { id } = useParams();
  return (
    <div className="min-h-full">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        {id ? (
          <>
            <PreviewBanner postingId={id} />
            <CandidateInterview key={id} postingId={id} preview />
          </>
        ) : (
          <LinkProblem message={candidateMessages.invalidLink} />
        )}
      </div>
    </div>
  );
}
