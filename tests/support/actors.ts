import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { OrganizationRole } from '../../src/core/access.ts';
import type { Db } from '../../src/server/db/client.ts';
import { account as accountTable, member, session } from '../../src/server/db/schema.ts';
import { HttpClient, uniqueEmail } from './http-client.ts';
import { createUserRow, personalOrganizationOf } from './factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * Row factories for members (docs/decisions/0046): an account, its organization, its membership
 * and a signed-in session written straight to the database, with no sign-up, verification mail,
 * invitation or acceptance over HTTP. Use them when a test needs people in roles; tests OF sign-up,
 * verification and invitations keep the real flows (`signUpEmployer`, `joinAs`).
 *
 * What the rows are: what the real flows leave behind. A verified account with its personal
 * organization (owner) and subscription row, like sign-up; a `member` row with the role, like an
 * accepted invitation; a session acting in that organization, like the one accepting leaves.
 * What they skip: the mails, the invitation row and the audit entry of the join.
 */
export type Actor = {
  client: HttpClient;
  account: { name: string; email: string; password: string };
  userId: string;
  organizationId: string;
  role: OrganizationRole;
};

/** The password every factory account has when it is asked for one (`withPassword`). */
export const ACTOR_PASSWORD = 'correct-horse-9';

const SESSION_SECONDS = 60 * 60 * 24 * 7;

/**
 * A session row for `userId` acting in `organizationId`, and a client carrying its signed cookie
 * (better-auth's signed-cookie format: `token.base64(HMAC-SHA256(token, secret))`).
 */
export async function sessionClientFor(app: TestApp, userId: string, organizationId: string): Promise<HttpClient> {
  const context = await app.deps.auth.$context;
  const token = randomBytes(24).toString('base64url');
  await app.deps.database.db.insert(session).values({
    id: randomUUID(),
    token,
    userId,
    activeOrganizationId: organizationId,
    expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000),
    ipAddress: '127.0.0.1',
    userAgent: 'screenroom-tests',
  });
  const signature = createHmac('sha256', context.secret).update(token).digest('base64');
  const client = new HttpClient(app.url);
  client.setCookie(context.authCookies.sessionToken.name, encodeURIComponent(`${token}.${signature}`));
  return client;
}

/** A membership row: `userId` joins `organizationId` as `role`. */
export async function memberRow(db: Db, organizationId: string, userId: string, role: OrganizationRole) {
  await db.insert(member).values({ id: randomUUID(), organizationId, userId, role });
}

/** A password (credential) account for `userId`, as e-mail sign-up stores it; for tests that sign in. */
export async function passwordRow(db: Db, userId: string, password = ACTOR_PASSWORD) {
  await db.insert(accountTable).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(password),
  });
}

export type ActorOptions = {
  /** The organization to join; without it the actor is the owner of a new (personal) organization. */
  organizationId?: string;
  name?: string;
  email?: string;
  /** Also store a password (hashing costs ~50 ms), for tests that sign in with it. */
  withPassword?: boolean;
};

/**
 * A signed-in member in `role`: `actorFor(t, 'owner')` makes a new organization and its owner;
 * `actorFor(t, 'recruiter', { organizationId })` adds a recruiter to an existing one.
 */
export async function actorFor(app: TestApp, role: OrganizationRole, options: ActorOptions = {}): Promise<Actor> {
  const db = app.deps.database.db;
  const name = options.name ?? (role === 'owner' ? 'Olive Owner' : `Member ${role}`);
  const email = options.email ?? uniqueEmail(role);
  const userId = await createUserRow(db, { email, name });
  if (options.withPassword) await passwordRow(db, userId);
  let organizationId: string;
  if (options.organizationId) {
    organizationId = options.organizationId;
    await memberRow(db, organizationId, userId, role);
  } else {
    if (role !== 'owner') throw new Error(`actorFor(${role}) needs the organizationId to join`);
    organizationId = await personalOrganizationOf(db, userId);
  }
  const client = await sessionClientFor(app, userId, organizationId);
  return {
    client,
    account: { name, email: email.toLowerCase(), password: ACTOR_PASSWORD },
    userId,
    organizationId,
    role,
  };
}

/**
 * `joinAs` made of rows: a new member in `role` of the organization `owner` acts in (what an
 * invitation from that owner, accepted, gives), signed in and acting there.
 */
export async function addMember(app: TestApp, owner: HttpClient, role: OrganizationRole, name?: string) {
  const me = await owner.get('/api/me');
  if (me.status !== 200) throw new Error(`the owner is not signed in: ${me.status} ${me.text}`);
  return actorFor(app, role, { organizationId: me.json.organization.id as string, name });
}
