import { Link } from 'react-router';
import { useTitle } from '../lib/use-title';

export default function NotFoundPage() {
  useTitle('Page not found');
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold text-indigo-600">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-4 text-slate-600">Sorry, we couldn&apos;t find the page you&apos;re looking for.</p>
      <Link to="/" className="btn-primary mt-8">
        Go back home
      </Link>
    </section>
  );
}
