import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Account } from './Header';
import { companyItems, productItems } from './nav-items';
import { OrganizationSwitcher } from './OrganizationSwitcher';

interface MobileMenuProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  account: Account;
}

const linkClass = 'block rounded-md px-3 py-2 text-base text-slate-700 hover:bg-slate-100';

/** The small-screen menu: a toggle button and a panel with every header link. */
export function MobileMenu({ open, setOpen, account }: MobileMenuProps) {
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  const close = () => setOpen(false);
  const { user } = account;

  return (
    <div ref={rootRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="Menu"
        onClick={() => setOpen(!open)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="h-6 w-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <nav aria-label="Mobile" className="grid gap-4 sm:grid-cols-2">
          {[
            { title: 'Product', items: productItems },
            { title: 'Company', items: companyItems },
          ].map((group) => (
            <div key={group.title}>
              <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{group.title}</p>
              <ul>
                {group.items.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to} onClick={close} className={linkClass}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        {user !== undefined && (
          <div className="mt-4 border-t border-slate-200 pt-4">
            {user ? (
              <>
                <p className="truncate px-3 pb-2 text-sm text-slate-500">
                  Signed in as <span className="font-medium text-slate-700">{user.name || user.email}</span>
                </p>
                <div className="px-3 pb-2">
                  <OrganizationSwitcher />
                </div>
                <Link to="/dashboard" onClick={close} className={linkClass}>
                  Dashboard
                </Link>
                <Link to="/team" onClick={close} className={linkClass}>
                  Team
                </Link>
                <Link to="/settings" onClick={close} className={linkClass}>
                  Settings
                </Link>
                <button
                  type="button"
                  onClick={account.onLogOut}
                  disabled={account.busy}
                  className={`${linkClass} w-full text-left`}
                >
                  Log out
                </button>
              </>
            ) : (
              <Link to="/login" onClick={close} className="btn-primary w-full">
                Log in
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
