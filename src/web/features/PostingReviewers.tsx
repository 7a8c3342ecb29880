import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationEndpoints } from '../../core/api/endpoints/organizations';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { FormAlert } from '../components/FormAlert';
import { Spinner } from '../components/Spinner';
import { errorMessage } from '../lib/api';
import { callApi } from '../lib/call-api';
import { Card } from '../components/Card';

/** A posting's reviewers; whoever may assign them (the posting's `can.assignReviewers`) chooses which reviewers of the team see it. */
export function PostingReviewers({ postingId, canAssign }: { postingId: string; canAssign: boolean }) {
  const queryClient = useQueryClient();
  const key = ['posting-reviewers', postingId];
  const reviewers = useQuery({
    queryKey: key,
    queryFn: () => callApi(organizationEndpoints.reviewers, { params: { id: postingId } }),
  });
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const save = useMutation({
    mutationFn: (userIds: string[]) =>
      callApi(organizationEndpoints.setReviewers, { params: { id: postingId }, body: { userIds } }),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data);
      setChosen(null);
    },
  });

  const data = reviewers.data;
  const selected = chosen ?? new Set(data?.reviewers.map((r) => r.userId) ?? []);

  return (
    <Card aria-labelledby="reviewers-heading" as="section" className="mt-8">
      <h2 id="reviewers-heading" className="text-lg font-semibold text-slate-900">
        Reviewers
      </h2>
      {reviewers.isPending && <Spinner label="Loading reviewers..." />}
      {reviewers.isError && <Alert tone="error">{errorMessage(reviewers.error, 'Could not load the reviewers')}</Alert>}
      {data && !canAssign && (
        <p className="mt-2 text-sm text-slate-700">
          {data.reviewers.length === 0 ? 'No reviewers assigned.' : data.reviewers.map((r) => r.name).join(', ')}
        </p>
      )}
      {data && canAssign && data.assignable.length === 0 && (
        <p className="mt-2 text-sm text-slate-700">
          Nobody in your team has the reviewer role. Invite reviewers on the Team page; everyone else sees every
          posting.
        </p>
      )}
      {data && canAssign && data.assignable.length > 0 && (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate([...selected]);
          }}
        >
          <fieldset>
            <legend className="text-sm text-slate-700">Reviewers who can read and rate this posting</legend>
            <ul className="mt-2 space-y-2">
              {data.assignable.map((member) => (
                <li key={member.userId}>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input
                      type="checkbox"
                      checked={selected.has(member.userId)}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(member.userId);
                        else next.delete(member.userId);
                        setChosen(next);
                      }}
                    />
                    {member.name} <span className="text-slate-500">({member.email})</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <FormAlert messages={save.isError ? [errorMessage(save.error, 'Could not save the reviewers')] : []} />
          <Button
            type="submit"
            variant="secondary"
            className="mt-3"
            disabled={chosen === null}
            loading={save.isPending}
            loadingLabel="Saving…"
          >
            Save reviewers
          </Button>
        </form>
      )}
    </Card>
  );
}
