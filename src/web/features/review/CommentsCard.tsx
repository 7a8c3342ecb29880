import { useId, useState } from 'react';
import { commentInputSchema, type CommentsResponse } from '../../../core/api/shared-review';
import { COMMENT_MAX_CHARS, splitMentions } from '../../../core/shared-review/shared-review';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Textarea } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { Spinner } from '../../components/Spinner';
import { errorMessage } from '../../lib/api';
import { useAddComment, useComments, useDeleteComment } from '../../lib/shared-review';
import { useApiForm } from '../../lib/use-api-form';
import { Card } from '../../components/Card';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A comment as text, its mentions highlighted (React escapes everything; nothing is HTML). */
function CommentBody({ body, names }: { body: string; names: string[] }) {
  return (
    <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">
      {splitMentions(body, names).map((part, i) =>
        part.mention ? (
          <strong key={i} className="rounded bg-indigo-50 px-0.5 font-semibold text-indigo-900">
            {part.text}
          </strong>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

type Mentionable = CommentsResponse['mentionable'];

/** A comment's mention runs: a member's name or address, highlighted as text. */
const mentionNames = (members: Mentionable) => members.flatMap((m) => [m.name, m.email]);

/**
 * Offers the members who can open this interview (a reviewer only when assigned to its posting);
 * choosing one adds `@Name` to the comment.
 */
function MentionPicker({ members, onPick }: { members: Mentionable; onPick: (name: string) => void }) {
  const id = useId();
  if (members.length === 0) return null;
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={id} className="text-sm text-slate-700">
        Mention
      </label>
      <select
        id={id}
        className="input w-full min-w-0 sm:w-auto sm:max-w-md"
        value=""
        onChange={(e) => {
          if (e.target.value) onPick(e.target.value);
        }}
      >
        <option value="">Choose a member who can see this posting</option>
        {members.map((m) => (
          <option key={m.email} value={m.name}>
            {m.name === m.email ? m.email : `${m.name} (${m.email})`}
          </option>
        ))}
      </select>
    </div>
  );
}

function CommentForm({ interviewId, members }: { interviewId: string; members: Mentionable }) {
  const add = useAddComment(interviewId);
  const [notice, setNotice] = useState<string | null>(null);
  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema: commentInputSchema,
    defaultValues: { body: '' },
    fallback: 'The comment could not be posted.',
    onSubmit: async (input) => {
      const created = await add.mutateAsync(input);
      form.reset({ body: '' });
      setNotice(
        created.mentioned > 0
          ? `Comment posted; ${created.mentioned} mentioned member(s) e-mailed.`
          : 'Comment posted.',
      );
    },
  });
  const body = form.watch('body');

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a comment" className="mt-4 space-y-2">
      <FormAlert messages={alert} />
      <Textarea
        label="Your comment"
        rows={3}
        maxLength={COMMENT_MAX_CHARS}
        hint={`Mention a member who can see this posting with @Name or @email to e-mail them a link. ${body.length}/${COMMENT_MAX_CHARS}`}
        {...field('body')}
      />
      <MentionPicker
        members={members}
        onPick={(name) =>
          form.setValue('body', `${body}${body && !/\s$/.test(body) ? ' ' : ''}@${name} `, { shouldDirty: true })
        }
      />
      <Button type="submit" loading={busy} loadingLabel="Posting...">
        Post comment
      </Button>
      <p role="status" className="text-sm text-slate-700">
        {notice}
      </p>
    </form>
  );
}

/** Deletes the caller's own comment after a confirmation. */
function DeleteComment({ interviewId, commentId }: { interviewId: string; commentId: string }) {
  const remove = useDeleteComment(interviewId);
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    if (!window.confirm('Delete your comment? This cannot be undone.')) return;
    setFailure(null);
    try {
      await remove.mutateAsync(commentId);
    } catch (problem) {
      setFailure(errorMessage(problem, 'The comment could not be deleted.'));
    }
  };
  return (
    <>
      <button
        type="button"
        className="ml-2 text-xs text-red-700 underline hover:text-red-900"
        aria-label="Delete your comment"
        disabled={remove.isPending}
        onClick={() => void onClick()}
      >
        {remove.isPending ? 'Deleting…' : 'Delete'}
      </button>
      {failure && (
        <span role="alert" className="ml-2 text-xs text-red-700">
          {failure}
        </span>
      )}
    </>
  );
}

/** The team's comments on an interview, oldest first, with a form to add one. */
export function CommentsCard({ interviewId }: { interviewId: string }) {
  const { data, error, isPending } = useComments(interviewId);
  let list;
  if (isPending) list = <Spinner label="Loading comments..." className="mt-4" />;
  else if (error) list = <Alert tone="error">The comments could not be loaded. Please try again later.</Alert>;
  else if (data.comments.length === 0) list = <p className="mt-2 text-sm text-slate-600">No comments yet.</p>;
  else
    list = (
      <ul className="mt-3 space-y-3">
        {data.comments.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-3">
            <p className="text-xs text-slate-600">
              <span className="font-semibold text-slate-900">{c.author ?? 'Former member'}</span> ·{' '}
              <time dateTime={c.createdAt}>{when.format(new Date(c.createdAt))}</time>
              {c.own && <DeleteComment interviewId={interviewId} commentId={c.id} />}
            </p>
            <CommentBody body={c.body} names={mentionNames(data.mentionable)} />
          </li>
        ))}
      </ul>
    );
  return (
    <Card aria-labelledby="comments-heading" as="section">
      <h2 id="comments-heading" className="text-lg font-semibold text-slate-900">
        Comments
      </h2>
      {list}
      <CommentForm interviewId={interviewId} members={data?.mentionable ?? []} />
    </Card>
  );
}
