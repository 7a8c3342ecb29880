import { Link } from 'react-router';
import { useTitle } from '../../lib/use-title';

export default function LandingPage() {
  useTitle('AI video interviews');
  return (
    <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-6xl">
          Hire Quality, Not Quantity. <span className="text-indigo-600">Instantly.</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
          Automated AI video interviews that screen every applicant and hand you a ranked shortlist. This page is
          coming soon.
        </p>
        <div className="mt-10 flex justify-center">
          <Link to="/signup" className="btn-primary px-6 py-3 text-base">
            Get My Free Trial
          </Link>
        </div>
      </div>
    </section>
  );
}
