import { Link } from 'react-router';
import { useConfig } from '../lib/queries';
import { Logo } from './Logo';

const headingClass = 'text-sm font-semibold text-slate-900';
const linkClass = 'text-sm text-slate-600 hover:text-indigo-700';

export function Footer() {
  const { data: config } = useConfig();
  const mailto = config?.supportEmail ? `mailto:${config.supportEmail}` : undefined;
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-5">
        <div className="md:col-span-2">
          <Logo />
          <p className="mt-3 max-w-sm text-sm text-slate-600">
            AI-powered video interviews and assessments that surface your best candidates, ranked and ready to review.
          </p>
          {mailto && (
            <a href={mailto} className="link mt-3 inline-block text-sm">
              {config?.supportEmail}
            </a>
          )}
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className={headingClass}>
            Product
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/features" className={linkClass}>
                Features
              </Link>
            </li>
            <li>
              <Link to="/case-studies" className={linkClass}>
                Case Studies
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={headingClass}>
            Company
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/about" className={linkClass}>
                About
              </Link>
            </li>
            {mailto && (
              <li>
                <a href={mailto} className={linkClass}>
                  Contact
                </a>
              </li>
            )}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClass}>
            Legal
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-500 sm:px-6">© {year} Screenroom</p>
      </div>
    </footer>
  );
}
