import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown inside the layout when a page fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p role="alert" className="mt-3 text-slate-600">
        {status ? `The page answered with an error (${status}).` : 'This page could not be loaded. Please try again.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn-secondary">
          Go home
        </Link>
      </div>
    </section>
  );
}
