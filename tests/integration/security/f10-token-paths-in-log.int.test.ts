import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpEmployer } from '../../support/http-client.ts';
import { invite, invitationIdOf, invitationLinkFor } from '../../support/organizations.ts';
import { acceptedWithSecondRound, queuedMailText } from '../../support/second-round-offer.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createOpenPosting } from '../../support/postings.ts';

/**
 * Issue #22, finding 10: invitation and second-round tokens appeared in full in the request log.
 * Replay: open a candidate's personal invitation link, a second-round link (page and pick) and a
 * member invitation (page and better-auth's lookup), then search the log for each token.
 */
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'debug' },
    { workers: false, logStream: { write: (line: string) => void lines.push(line) } },
  );
}, 120_000);
afterAll(async () => t?.close());

describe('finding 10: tokens in paths are redacted in the log', () => {
  it('logs none of the invitation, second-round or member-invitation tokens', async () => {
    const offer = await acceptedWithSecondRound(t);
    const posting = await createOpenPosting(offer.employer.client, { title: 'Tester', description: 'Tests.' });
    expect(posting.status).toBe(201);
    const invited = await offer.employer.client.post(`/api/postings/${posting.json.id}/invitations`, {
      fullName: 'Tok En',
      email: 'tok-en@example.com',
    });
    expect(invited.status).toBe(201);
    const inviteToken = /\/invite\/([A-Za-z0-9_-]+)/.exec(
      await queuedMailText(t, 'tok-en@example.com', 'You are invited'),
    )![1]!;

    expect((await fetch(`${t.url}/api/public/invitations/${inviteToken}`)).status).toBe(200);
    await fetch(`${t.url}/invite/${inviteToken}`);
    expect((await fetch(`${t.url}/api/public/second-round/${offer.token}`)).status).toBe(200);
    await fetch(`${t.url}/second-round/${offer.token}`);
    const picked = await fetch(`${t.url}/api/public/second-round/${offer.token}/pick`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ slot: 0 }),
    });
    expect(picked.status).toBe(200);

    const owner = await signUpEmployer(t.url, { name: 'Member Inviter' });
    const member = await signUpEmployer(t.url, { name: 'Invited Member' });
    await invite(owner.client, member.account.email, 'recruiter');
    const memberInvitation = invitationIdOf(await invitationLinkFor(t.deps.database, member.account.email));
    await member.client.get(`/invitations/${encodeURIComponent(memberInvitation)}`);
    const lookup = await member.client.get(
      `/api/auth/organization/get-invitation?id=${encodeURIComponent(memberInvitation)}`,
    );
    expect(lookup.status).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/public/invitations/[redacted]');
    expect(log).toContain('/api/public/second-round/[redacted]/pick');
    expect(log).toContain('/invitations/[redacted]');
    for (const secret of [inviteToken, offer.token, memberInvitation]) expect(log).not.toContain(secret);
  });
});
