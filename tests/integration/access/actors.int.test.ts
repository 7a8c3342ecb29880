import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORGANIZATION_ROLES } from '../../../src/core/access.ts';
import { actorFor, ACTOR_PASSWORD } from '../../support/actors.ts';
import { HttpClient, signUpEmployer } from '../../support/http-client.ts';
import { joinAs } from '../../support/organizations.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

// The row factories stand in for sign-up and invitations in other tests: what a member made of
// rows sees of itself must be what a member who signed up and accepted an invitation sees.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { workers: false });
});
afterAll(async () => {
  await t?.close();
});

/** /api/me without the ids and names that differ between two accounts. */
async function shapeOfMe(client: HttpClient, organizationId: string) {
  const me = await client.get('/api/me');
  expect(me.status).toBe(200);
  const json = me.json;
  return {
    emailVerified: json.user.emailVerified,
    isAdmin: json.isAdmin,
    activeIsTheTeam: json.organization.id === organizationId,
    role: json.organization.role,
    organizations: (json.organizations as { id: string; role: string }[])
      .map((o) => (o.id === organizationId ? `team:${o.role}` : `other:${o.role}`))
      .sort(),
    subscription: json.subscription,
    can: json.can,
  };
}

describe('actorFor', () => {
  it('an owner made of rows sees what an owner who signed up sees', async () => {
    const real = await signUpEmployer(t.url, { name: 'Real Owner' });
    const realOrganization = (await real.client.get('/api/me')).json.organization.id as string;
    const rows = await actorFor(t, 'owner', { name: 'Row Owner' });
    expect(await shapeOfMe(rows.client, rows.organizationId)).toEqual(await shapeOfMe(real.client, realOrganization));
    expect((await rows.client.get('/api/me')).json.user).toMatchObject({ id: rows.userId, email: rows.account.email });
  });

  it('a member of each role made of rows sees what an invited member sees', async () => {
    const owner = await signUpEmployer(t.url, { name: 'Olive Owner' });
    const team = (await owner.client.get('/api/me')).json.organization.id as string;
    const rowsOwner = await actorFor(t, 'owner');
    for (const role of ORGANIZATION_ROLES.filter((r) => r !== 'owner')) {
      const invited = await joinAs(t.url, owner.client, role);
      const rows = await actorFor(t, role, { organizationId: rowsOwner.organizationId });
      expect(await shapeOfMe(rows.client, rowsOwner.organizationId), role).toEqual(
        await shapeOfMe(invited.client, team),
      );
    }
  });

  it('signs in with the password only when asked for one', async () => {
    const withPassword = await actorFor(t, 'owner', { withPassword: true });
    const without = await actorFor(t, 'owner');
    const signIn = (email: string) =>
      new HttpClient(t.url).post('/api/auth/sign-in/email', { email, password: ACTOR_PASSWORD });
    expect((await signIn(withPassword.account.email)).status).toBe(200);
    expect((await signIn(without.account.email)).status).toBe(401);
  });

  it('a session made of rows signs out like any other', async () => {
    const actor = await actorFor(t, 'owner');
    expect((await actor.client.post('/api/auth/sign-out', {})).status).toBe(200);
    expect((await actor.client.get('/api/me')).status).toBe(401);
  });
});
