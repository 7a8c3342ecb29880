import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { signOut, useSession } from '../lib/auth-client';
import { resetUserQueries } from '../lib/queries';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { NavMenu } from './NavMenu';
import { OrganizationSwitcher } from './OrganizationSwitcher';
import { companyItems, productItems } from './nav-items';

export interface Account {
  /** undefined while the session loads, null when signed out. */
  user: { name: string; email: string } | null | undefined;
  onLogOut: () => void;
  busy: boolean;
}

function AccountActions({ user, onLogOut, busy }: Account) {
  if (user === undefined) return null;
  if (!user) {
    return (
      <Link to="/login" className="btn-primary">
        Log in
      </Link>
    );
  }
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 ${isActive ? 'text-indigo-700' : 'text-slate-700'}`;
  return (
    <>
      <OrganizationSwitcher />
      <NavLink to="/dashboard" className={navClass}>
        Dashboard
      </NavLink>
      <NavLink to="/team" className={navClass}>
        Team
      </NavLink>
      <Link
        to="/settings"
        title="Account settings"
        className="max-w-40 truncate rounded-md px-3 py-2 text-sm text-slate-600 hover:bg-slate-100"
      >
        {user.name || user.email}
      </Link>
      <button type="button" onClick={onLogOut} disabled={busy} className="btn-secondary">
        Log out
      </button>
    </>
  );
}

export function Header() {
  const { data: session, isPending } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);

  const user = isPending ? undefined : (session?.user ?? null);

  const onLogOut = async () => {
    setMobileOpen(false);
    setBusy(true);
    try {
      // Leave guarded pages first, so the guard does not bounce us to /login.
      await navigate('/');
      await signOut();
    } finally {
      resetUserQueries();
      setBusy(false);
    }
  };
  const account: Account = { user, onLogOut: () => void onLogOut(), busy };

  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-6">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <NavMenu label="Product" items={productItems} />
            <NavMenu label="Company" items={companyItems} />
          </nav>
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <AccountActions {...account} />
        </div>
        <MobileMenu open={mobileOpen} setOpen={setMobileOpen} account={account} />
      </div>
    </header>
  );
}
