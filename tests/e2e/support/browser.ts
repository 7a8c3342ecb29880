import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags this closed-network machine needs (see docs/architecture.md, "Tests"). */
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type BrowserSession = { browser: Browser; context: BrowserContext; page: Page; close(): Promise<void> };

/**
 * Debian's Chromium through playwright-core, with a fresh profile. `fakeMedia` gives a fake
 * camera and a microphone that plays the given WAV.
 */
export async function openBrowser(
  options: {
    fakeAudioWav?: string;
    fakeMedia?: boolean;
    permissions?: string[];
    baseURL?: string;
    /** For tests that inject their own tools (axe) as inline scripts; the app itself never needs it. */
    bypassCSP?: boolean;
    /** The candidate chose tap-to-answer (remembered in localStorage) instead of hands-free turns. */
    tapToAnswer?: boolean;
  } = {},
): Promise<BrowserSession> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: run .ci/run or apt-get install chromium`);
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'screenroom-chromium-'));
  const args = [...BASE_ARGS];
  if (options.fakeMedia || options.fakeAudioWav) {
    args.push('--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream');
    if (options.fakeAudioWav) args.push(`--use-file-for-fake-audio-capture=${options.fakeAudioWav}`);
  }
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args,
    baseURL: options.baseURL,
    viewport: { width: 1280, height: 900 },
    permissions: options.permissions,
    bypassCSP: options.bypassCSP,
  });
  if (options.tapToAnswer) {
    await context.addInitScript(() => localStorage.setItem('screenroom.answerMode', 'tap'));
  }
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    browser: context.browser()!,
    context,
    page,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: path.join('tests/e2e/screenshots', `${name}.png`), fullPage: true });
}

/**
 * The practice question that follows the media check of a spoken interview (not recorded): the
 * candidate passes it with its visible "Skip practice" button, as anyone may.
 */
export async function skipPractice(page: Page) {
  await page.getByRole('heading', { name: 'Practice question' }).waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Skip practice' }).click();
}
