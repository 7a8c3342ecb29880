import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { signInInBrowser } from './support/sign-in.ts';
import { fillSignUpForm } from './support/sign-up.ts';

let dataDir: string;
let server: ServerProcess;
let b: BrowserSession;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-first-run-'));
  server = await startServerProcess(dataDir);
  b = await openBrowser({ baseURL: server.url });
});
afterAll(async () => {
  await b?.close();
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a first run on a random port, without PUBLIC_URL', () => {
  it('prints the real address with the real port', () => {
    expect(server.log()).toContain(`http://127.0.0.1:${server.port}`);
    expect(server.log()).not.toContain('http://localhost:3000');
  });

  it('signs up in the browser at http://127.0.0.1:<port>', async () => {
    const { page } = b;
    await page.goto('/signup');
    const email = `first-run-${Date.now()}@example.com`;
    await fillSignUpForm(page, { name: 'Fresh Clone', email, password: 'first-run-pass-1' });
    // Sign-up signs in at the same address and lands on the dashboard.
    await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/dashboard$`));
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL(new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/$`));
    // Unverified accounts may sign in (verification gates privileges); sign in at the same address.
    await signInInBrowser(
      page,
      { email, password: 'first-run-pass-1' },
      new RegExp(`^http://127\\.0\\.0\\.1:${server.port}/dashboard$`),
    );
    await screenshot(page, 'first-run-01-dashboard');
  });
});
