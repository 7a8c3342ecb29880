import { afterEach, expect, it } from 'vitest';
import { submissionDigestJob } from '../../../src/server/modules/notifications/send-submission-digest.job.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/** The daily digest's pg-boss schedule follows DIGEST_HOUR and DIGEST_TIME_ZONE (07:05 UTC by default). */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function digestSchedule(app: TestApp) {
  const result = await app.deps.database.executeSql('select cron, timezone from pgboss.schedule where name = $1', [
    submissionDigestJob.name,
  ]);
  return result.rows;
}

it('is registered at 07:05 UTC by default', async () => {
  t = await startTestApp();
  expect(await digestSchedule(t)).toEqual([{ cron: '5 7 * * *', timezone: 'UTC' }]);
});

it('is registered at the configured hour in the configured time zone', async () => {
  t = await startTestApp({ DIGEST_HOUR: '18', DIGEST_TIME_ZONE: 'Europe/Berlin' });
  expect(await digestSchedule(t)).toEqual([{ cron: '5 18 * * *', timezone: 'Europe/Berlin' }]);
});
