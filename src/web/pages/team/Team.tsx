import { useState } from 'react';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { OrganizationRole } from '../../../core/access';
import { Alert } from '../../components/Alert';
import { Breadcrumb } from '../../components/Breadcrumb';
import { Button } from '../../components/Button';
import { Field, Select } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { FormError, useApiForm } from '../../lib/use-api-form';
import { PageSpinner } from '../../components/Spinner';
import { authClient, authMessage } from '../../lib/auth-client';
import { resetUserQueries, useMe } from '../../lib/queries';
import { verifiedPrivilegeRefusal } from '../../../core/verified-privileges';
import { NeedsVerifiedAddress } from '../../components/NeedsVerifiedAddress';
import { useTitle } from '../../lib/use-title';
import { DeleteOrganization } from './DeleteOrganization';
import { RenameOrganization } from './RenameOrganization';
import { Card } from '../../components/Card';

/** better-auth's invitation: the address (trimmed) and one of the roles this member may give. */
const inviteMemberSchema = z.object({ email: z.string().trim(), role: z.string() });

const ROLE_HELP: Record<OrganizationRole, string> = {
  owner: 'everything, including billing and deleting the organization',
  admin: 'members, postings, interview plans and settings',
  recruiter: 'postings, review and decisions',
  reviewer: 'reads and rates the postings assigned to them',
};

interface TeamData {
  members: { id: string; userId: string; role: string; user: { name: string; email: string } }[];
  invitations: { id: string; email: string; role: string; status: string; expiresAt: Date | string }[];
}

function useFullOrganization(organizationId: string | undefined) {
  return useQuery({
    queryKey: ['organization', organizationId],
    enabled: Boolean(organizationId),
    queryFn: async (): Promise<TeamData> => {
      const { data, error } = await authClient.organization.getFullOrganization({
        query: { organizationId: organizationId! },
      });
      if (error || !data) throw new Error(authMessage(error, 'Could not load the team'));
      return {
        members: data.members.map((m) => ({
          id: m.id,
          userId: m.userId,
          role: m.role,
          user: { name: m.user.name, email: m.user.email },
        })),
        invitations: data.invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          status: i.status,
          expiresAt: i.expiresAt,
        })),
      };
    },
  });
}

function RoleSelect({
  label,
  value,
  roles,
  onChange,
  disabled,
}: {
  label: string;
  value: string;
  roles: readonly OrganizationRole[];
  onChange: (role: OrganizationRole) => void;
  disabled?: boolean;
}) {
  return (
    <select
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as OrganizationRole)}
      className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
    >
      {roles.map((role) => (
        <option key={role} value={role}>
          {role}
        </option>
      ))}
    </select>
  );
}

function InviteForm({
  roles,
  unverified,
  onInvited,
}: {
  roles: readonly OrganizationRole[];
  /** Why inviting is not possible yet (an unverified address), or null. */
  unverified: string | null;
  onInvited: () => Promise<void>;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, field, alert, busy, onSubmit } = useApiForm({
    schema: inviteMemberSchema,
    defaultValues: { email: '', role: roles.includes('recruiter') ? 'recruiter' : roles[0]! },
    fallback: 'Could not send the invitation',
    onSubmit: async ({ email, role }) => {
      setSentTo(null);
      const { error } = await authClient.organization.inviteMember({ email, role: role as OrganizationRole });
      if (error) throw new FormError(authMessage(error, 'Could not send the invitation'));
      setSentTo(email);
      form.reset({ email: '', role });
      await onInvited();
    },
  });

  return (
    <form onSubmit={onSubmit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <Field label="E-mail address" type="email" required className="flex-1" {...field('email')} />
      <Select label="Role" id="invite-role" {...field('role')}>
        {roles.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
      </Select>
      <Button
        type="submit"
        loading={busy}
        loadingLabel="Sending…"
        disabled={unverified !== null}
        aria-describedby={unverified ? 'invite-verify' : undefined}
      >
        Send invitation
      </Button>
      {unverified && (
        <div className="sm:basis-full">
          <NeedsVerifiedAddress id="invite-verify" reason={unverified} />
        </div>
      )}
      {(alert.length > 0 || sentTo) && (
        <div className="sm:basis-full">
          {alert.length > 0 ? (
            <FormAlert messages={alert} />
          ) : (
            <Alert tone="success">Invitation sent to {sentTo}</Alert>
          )}
        </div>
      )}
    </form>
  );
}

export default function Team() {
  useTitle('Team');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me, isPending: mePending } = useMe();
  const organization = useFullOrganization(me?.organization.id);
  const [error, setError] = useState<string | null>(null);

  if (mePending || (me && organization.isPending)) return <PageSpinner />;
  if (!me) return null;
  const myRole = me.organization.role;
  // What the viewer may do here comes from the server's rules (me.can), never from the role.
  const can = me.can;
  const canManage = can.manageMembers;
  const roles = can.assignRoles;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['organization', me.organization.id] });

  const run = async (work: () => Promise<{ error: unknown }>, fallback: string) => {
    setError(null);
    const { error: failure } = await work();
    if (failure) setError(authMessage(failure as { message?: string }, fallback));
    await refresh();
  };

  const onLeave = async () => {
    setError(null);
    const { error: failure } = await authClient.organization.leave({ organizationId: me.organization.id });
    if (failure) {
      setError(authMessage(failure, 'Could not leave the organization'));
      return;
    }
    resetUserQueries();
    await navigate('/dashboard');
  };

  const data = organization.data;
  const pending = (data?.invitations ?? []).filter((i) => i.status === 'pending');

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Breadcrumb items={[{ label: 'Dashboard', to: '/dashboard' }, { label: 'Team' }]} />
      <h1 className="text-2xl font-bold text-slate-900">{me.organization.name || 'Team'}</h1>
      <p className="mt-1 text-sm text-slate-600">
        You are <span className="font-medium">{myRole}</span>: {ROLE_HELP[myRole]}.
      </p>
      {can.manageApiKeys && (
        <p className="mt-2 text-sm">
          <Link className="link" to="/team/api-keys">
            API keys
          </Link>{' '}
          for your applicant tracking system
        </p>
      )}
      {can.manageWebhooks && (
        <p className="mt-1 text-sm">
          <Link className="link" to="/team/webhooks">
            Webhooks
          </Link>{' '}
          send interview and decision events to your systems
        </p>
      )}
      {error && (
        <div className="mt-4">
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {can.manageSettings && <RenameOrganization key={me.organization.id} name={me.organization.name} />}
      {organization.isError && (
        <div className="mt-4">
          <Alert tone="error">Could not load the team. Reload the page to try again.</Alert>
        </div>
      )}

      <Card aria-labelledby="members-heading" as="section" className="mt-6">
        <h2 id="members-heading" className="text-lg font-semibold text-slate-900">
          Members
        </h2>
        <ul className="mt-4 divide-y divide-slate-100">
          {(data?.members ?? []).map((m) => {
            const self = m.userId === me.user.id;
            const changeable = canManage && !self && (roles as readonly string[]).includes(m.role);
            return (
              <li key={m.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">
                    {m.user.name} {self && <span className="text-sm text-slate-500">(you)</span>}
                  </p>
                  <p className="truncate text-sm text-slate-600">{m.user.email}</p>
                </div>
                <div className="flex items-center gap-2">
                  {changeable ? (
                    <>
                      <RoleSelect
                        label={`Role of ${m.user.name}`}
                        value={m.role}
                        roles={roles}
                        onChange={(role) =>
                          void run(
                            () => authClient.organization.updateMemberRole({ memberId: m.id, role }),
                            'Could not change the role',
                          )
                        }
                      />
                      <button
                        type="button"
                        className="btn-secondary"
                        onClick={() =>
                          void run(
                            () => authClient.organization.removeMember({ memberIdOrEmail: m.id }),
                            'Could not remove the member',
                          )
                        }
                      >
                        Remove
                      </button>
                    </>
                  ) : (
                    <span className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">{m.role}</span>
                  )}
                  {self && me.organizations.length > 1 && (
                    <button type="button" className="btn-secondary" onClick={() => void onLeave()}>
                      Leave
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      </Card>

      {canManage && (
        <Card aria-labelledby="invite-heading" as="section" className="mt-6">
          <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
            Invite someone
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            They get an e-mail with a link that works for 7 days, for that address only.
          </p>
          <InviteForm
            roles={roles}
            unverified={verifiedPrivilegeRefusal(me.user, 'members.invite')}
            onInvited={refresh}
          />
          <h3 className="mt-6 font-semibold text-slate-900">Pending invitations</h3>
          {pending.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No pending invitations.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100">
              {pending.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="truncate text-slate-900">{invitation.email}</p>
                    <p className="text-sm text-slate-600">
                      {invitation.role}, expires {new Date(invitation.expiresAt).toLocaleDateString()}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() =>
                      void run(
                        () => authClient.organization.cancelInvitation({ invitationId: invitation.id }),
                        'Could not cancel the invitation',
                      )
                    }
                  >
                    Cancel invitation
                  </button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
      {can.deleteOrganization && (
        <DeleteOrganization key={`delete-${me.organization.id}`} name={me.organization.name} />
      )}
    </div>
  );
}
