import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { workers: false });
});
afterAll(() => app.close());

test('the OpenAPI document passes Redocly’s recommended lint with no errors (operationId, summary, security, error responses)', async () => {
  const doc = await (await fetch(`${app.url}/api/docs/json`)).json();
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
  const errors = problems
    .filter((p) => p.severity === 'error')
    .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
  expect(errors).toEqual([]);
  // What remains are warnings we accept: no license in `info`, and the webhook payload schema,
  // published for receivers, that no operation references.
  expect(problems.map((p) => p.ruleId).sort()).toEqual(['info-license', 'no-unused-components']);
  expect(Object.keys(doc.paths).length).toBeGreaterThan(70);
});
