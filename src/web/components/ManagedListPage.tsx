import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Breadcrumb } from './Breadcrumb';
import { Button } from './Button';
import { Card } from './Card';
import { NeedsVerifiedAddress } from './NeedsVerifiedAddress';
import { PageSpinner } from './Spinner';

interface ManagedListPageProps {
  /** The page's heading, breadcrumb and noun ("API keys", "Webhooks"). */
  title: string;
  intro: ReactNode;
  /** From the viewer's `can` flags: whether they manage this list; if not, `refusal` says who does. */
  mayManage: boolean;
  refusal: string;
  /** The button that opens the create dialog, disabled while the address is unverified (the server's reason). */
  create: { label: string; unverified: string | null; onClick: () => void };
  /** The list's card: its heading and the query's state; `children` are the list's items. */
  list: { heading: string; loading: boolean; failed: string | null; empty: string | null; compact?: boolean };
  width?: 'normal' | 'wide';
  children: ReactNode;
  /** The page's dialogs (create, confirm), outside the list. */
  dialogs: ReactNode;
}

/**
 * The frame of a Team page that lists what owners and admins manage for the organization (API keys,
 * webhooks): the reason a member cannot, a create button that says why it is disabled, and the
 * list's loading, error and empty states.
 */
export function ManagedListPage(props: ManagedListPageProps) {
  const { title, intro, mayManage, refusal, create, list, width, children, dialogs } = props;
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <div className={`mx-auto ${width === 'wide' ? 'max-w-5xl' : 'max-w-4xl'} px-4 py-8 sm:px-6`}>
      <Breadcrumb items={[{ label: 'Team', to: '/team' }, { label: title }]} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      {!mayManage ? (
        <div className="mt-4">
          <Alert tone="info">{refusal}</Alert>
        </div>
      ) : (
        <>
          <div className="mt-4">
            <Button
              disabled={create.unverified !== null}
              aria-describedby={create.unverified ? `${id}-verify` : undefined}
              onClick={create.onClick}
            >
              {create.label}
            </Button>
            {create.unverified && <NeedsVerifiedAddress id={`${id}-verify`} reason={create.unverified} />}
          </div>
          <Card
            aria-labelledby={`${id}-heading`}
            as="section"
            padding={list.compact ? 'compact' : 'normal'}
            className="mt-6"
          >
            <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
              {list.heading}
            </h2>
            {list.loading && <PageSpinner />}
            {list.failed && <Alert tone="error">{list.failed}</Alert>}
            {list.empty && <p className="mt-3 text-sm text-slate-600">{list.empty}</p>}
            {children}
          </Card>
          {dialogs}
        </>
      )}
    </div>
  );
}
