import { Link } from 'react-router';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2 rounded-md text-lg font-bold text-slate-900 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <rect width="32" height="32" rx="7" fill="#4f46e5" />
        <rect x="7" y="9" width="13" height="14" rx="2.5" fill="#fff" />
        <path d="M21 14l5-3v10l-5-3z" fill="#fff" />
      </svg>
      Screenroom
    </Link>
  );
}
