import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { candidateEndpoints } from '../../../core/api/endpoints/candidate';
import { Alert } from '../../components/Alert';
import { PageSpinner } from '../../components/Spinner';
import { sessionStore } from '../../features/interview/api';
import { tokenFromHash } from '../../features/your-data/api';
import { errorMessage } from '../../lib/api';
import { callApi } from '../../lib/call-api';
import { useTitle } from '../../lib/use-title';

/**
 * "Continue your application" (docs/decisions/0028): the link mailed to the candidate's address,
 * `/continue#token=…`, opens their unfinished interview on this device. The token stays in the
 * fragment (never in a log), is traded once for the interview's new token, and the interview page
 * resumes where it was left.
 */
export default function ContinueApplication() {
  useTitle('Continue your application');
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromHash(window.location.hash));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    callApi(candidateEndpoints.continueApplication, { body: { token } }).then(
      (opened) => {
        if (cancelled) return;
        sessionStore.save(opened.postingId, {
          interviewId: opened.interviewId,
          token: opened.token,
          plan: opened.plan,
        });
        void navigate(`/interview/${encodeURIComponent(opened.postingId)}`, { replace: true });
      },
      (failure: unknown) => {
        if (!cancelled) setError(errorMessage(failure, 'We could not open your application.'));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [navigate, token]);
  const shown = token ? error : 'This link is incomplete. Open it again from the e-mail.';

  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">Continue your application</h1>
      <div className="mt-4">
        {shown ? <Alert tone="error">{shown}</Alert> : <PageSpinner label="Opening your interview..." />}
      </div>
    </div>
  );
}
