import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../lib/auth-client';
import { PageSpinner } from './Spinner';

/** Employer pages: a spinner while the session loads, /login?next=... when signed out. */
export function RequireAuth() {
  const { data: session, isPending, isRefetching } = useSession();
  const location = useLocation();

  if (isPending || (!session && isRefetching)) return <PageSpinner label="Checking your session..." />;
  if (!session) {
    const next = location.pathname + location.search;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
