import { Link } from 'react-router';
import { VERIFY_ADDRESS_HINT } from '../../core/verified-privileges';

/**
 * Why a button is disabled for an account whose e-mail address is not verified yet
 * (src/core/verified-privileges.ts): the server's own message, and how to verify. The button
 * points at it with aria-describedby.
 */
export function NeedsVerifiedAddress({ id, reason }: { id: string; reason: string }) {
  return (
    <p id={id} className="mt-2 text-sm text-amber-800">
      {reason}. {VERIFY_ADDRESS_HINT}{' '}
      <Link to="/settings" className="link">
        Settings
      </Link>
    </p>
  );
}
