import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEECH_PACKAGES_DEBIAN } from '../../src/core/speech-setup.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { openBrowser, screenshot, type BrowserSession } from './support/browser.ts';
import { fillSignUpForm } from './support/sign-up.ts';

/**
 * A fresh machine without pocketsphinx (issue #23, item 1): the real server started with a PATH
 * lacking it; the employer's dashboard and posting pages say spoken answers are off and how to
 * turn them on, and the candidate's posting says speech-to-text is off (they type).
 */
let dir: string;
let server: ServerProcess;
let b: BrowserSession;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'screenroom-speech-off-'));
  const bin = path.join(dir, 'bin');
  await mkdir(bin);
  await symlink('/usr/bin/ffmpeg', path.join(bin, 'ffmpeg')).catch(() => undefined);
  server = await startServerProcess(path.join(dir, 'data'), { PATH: bin });
  b = await openBrowser({ baseURL: server.url });
});
afterAll(async () => {
  await b?.close();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('spoken answers off on a machine without pocketsphinx', () => {
  it('says so in the start log with the command that turns them on', () => {
    expect(server.log()).toContain('Spoken answers are off: pocketsphinx is not installed on the server');
    expect(server.log()).toContain(SPEECH_PACKAGES_DEBIAN);
  });

  it('shows the notice on the dashboard and on the posting, and the candidate types', async () => {
    const { page } = b;
    await page.goto('/signup');
    const email = `speech-off-${Date.now()}@example.com`;
    // Sign-up signs in and lands on the dashboard.
    await fillSignUpForm(page, { name: 'Fresh Machine', email, password: 'speech-off-pass-1' });
    await page.waitForURL(/\/dashboard$/);

    const notice = page.getByTestId('speech-setup-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Spoken answers are off');
    expect(await notice.textContent()).toContain(SPEECH_PACKAGES_DEBIAN);
    await screenshot(page, 'speech-off-01-dashboard');

    const created = await page.request.post('/api/postings', {
      data: { title: 'Support Engineer', description: 'Linux and networking.' },
      // As the page's own fetch would: state-changing requests must come from our origin.
      headers: { origin: server.url },
    });
    expect(created.status()).toBe(201);
    const posting = (await created.json()) as { id: string };
    // A new posting opens once its plan is published: here the default interview, explicitly.
    const opened = await page.request.post(`/api/postings/${posting.id}/plan/publish-default`, {
      headers: { origin: server.url },
    });
    expect(opened.status()).toBe(200);
    await page.goto(`/job-postings/${posting.id}/candidates`);
    await page.getByTestId('speech-setup-notice').waitFor();
    expect(await page.getByTestId('speech-setup-notice').textContent()).toContain(SPEECH_PACKAGES_DEBIAN);
    await page.goto(`/job-postings/${posting.id}/edit`);
    await page.getByTestId('speech-setup-notice').waitFor();
    await screenshot(page, 'speech-off-02-posting');

    const publicPosting = await page.request.get(`/api/public/postings/${posting.id}`);
    expect(((await publicPosting.json()) as { speechToText: boolean }).speechToText).toBe(false);
  });
});
