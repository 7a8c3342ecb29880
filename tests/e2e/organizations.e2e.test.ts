import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationLinkFor } from '../support/organizations.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { verificationLinkFor } from '../support/verification.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { fillSignUpForm, signUpInBrowser } from './support/sign-up.ts';

let t: TestApp;
let owner: BrowserSession;
let recruiter: BrowserSession;

beforeAll(async () => {
  t = await startTestApp({}, { serveClient: true });
  owner = await openBrowser({ baseURL: t.url });
  recruiter = await openBrowser({ baseURL: t.url });
});
afterAll(async () => {
  await recruiter?.close();
  await owner?.close();
  await t?.close();
});

describe('teams in a real browser', () => {
  it('the owner invites a recruiter by e-mail; the recruiter signs up from the link, sees the postings and switches organizations', async () => {
    const stamp = Date.now();
    const recruiterEmail = `recruiter-${stamp}@example.com`;
    const o = owner.page;
    await signUpInBrowser(o, t, {
      name: 'Olga Owner',
      email: `owner-${stamp}@example.com`,
      password: 'owner-password-1',
    });
    const created = await o.evaluate(async () => {
      const response = await fetch('/api/postings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Team Lead Engineer', description: 'Lead a small team.' }),
      });
      return response.status;
    });
    expect(created).toBe(201);

    // Team page: invite.
    await o.getByRole('link', { name: 'Team' }).first().click();
    await o.waitForURL(/\/team$/);
    await o.getByRole('heading', { name: 'Members' }).waitFor();
    await o.getByLabel('E-mail address').fill(recruiterEmail);
    await o.getByLabel('Role', { exact: true }).selectOption('recruiter');
    await o.getByRole('button', { name: 'Send invitation' }).click();
    await o.getByText(`Invitation sent to ${recruiterEmail}`).waitFor();
    await o.getByRole('listitem').filter({ hasText: recruiterEmail }).waitFor();
    await screenshot(o, 'team-01-invited');

    // The recruiter opens the link from the mail, signs up with that address, confirms it and accepts.
    const r = recruiter.page;
    await r.goto(await invitationLinkFor(t.deps.database, recruiterEmail));
    await r.getByRole('heading', { name: 'You are invited to a team on Screenroom' }).waitFor();
    await r.getByRole('link', { name: 'Create an account' }).click();
    await fillSignUpForm(r, { name: 'Rita Recruiter', email: recruiterEmail, password: 'recruiter-password-1' });
    // Signed in, back on the invitation; accepting it waits for the verified address.
    await r.waitForURL(/\/invitations\//);
    await r.goto(await verificationLinkFor(t.deps.database, recruiterEmail));
    await r.waitForURL(/\/invitations\//);
    await r.getByRole('heading', { name: 'Join Olga Owner' }).waitFor();
    await screenshot(r, 'team-02-invitation');
    await r.getByRole('button', { name: 'Accept invitation' }).click();
    await r.waitForURL(/\/dashboard$/);
    await r.getByRole('row').filter({ hasText: 'Team Lead Engineer' }).waitFor();

    // The switcher: the recruiter's own organization has no postings; switching back shows the team's.
    // The header's (the mobile menu holds the same control for narrow screens).
    const switcher = r.getByLabel('Organization').first();
    expect(await switcher.locator('option').count()).toBe(2);
    await switcher.selectOption({ label: 'Rita Recruiter (owner)' });
    await r.getByRole('heading', { name: 'No interview processes yet' }).waitFor();
    await r.getByLabel('Organization').first().selectOption({ label: 'Olga Owner (recruiter)' });
    await r.getByRole('row').filter({ hasText: 'Team Lead Engineer' }).waitFor();
    await screenshot(r, 'team-03-switched');

    // The owner sees the new member.
    await o.reload();
    await o.getByRole('listitem').filter({ hasText: recruiterEmail }).getByLabel('Role of Rita Recruiter').waitFor();

    // The owner renames the organization; the page and the recruiter's switcher show the new name.
    const nameField = o.getByLabel('Organization name', { exact: true });
    await nameField.fill('   ');
    await o.getByRole('button', { name: 'Save name' }).click();
    await o.getByRole('alert').filter({ hasText: 'Please enter the organization name.' }).waitFor();
    await nameField.fill('Olga Hiring Team');
    await o.getByRole('button', { name: 'Save name' }).click();
    await o.getByText('Organization name saved.').waitFor();
    await o.getByRole('heading', { level: 1, name: 'Olga Hiring Team' }).waitFor();
    await screenshot(o, 'team-04-renamed');
    await r.reload();
    await r.getByLabel('Organization').first().locator('option', { hasText: 'Olga Hiring Team (recruiter)' }).waitFor({
      state: 'attached',
    });
  });
});
