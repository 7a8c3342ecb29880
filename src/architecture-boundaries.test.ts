import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

// The architecture boundaries in eslint.config.js, proven on fixture files linted as if they
// stood at these paths: each forbidden import fails `npm run lint`, each allowed one passes.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

// Loading the configuration and the TypeScript parser takes seconds on a busy machine: once, here.
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: 'src/core/fixture.ts' });
}, 60_000);

describe('architecture boundaries', () => {
  test('a core file importing a framework, an outside service, a Node API or server code fails', async () => {
    for (const source of ['fastify', 'better-auth/plugins/access', 'drizzle-orm', 'react', 'node:fs', 'openai'])
      expect(await boundaryErrors('src/core/fixture.ts', `import x from '${source}';\nexport const y = x;\n`)).toEqual([
        expect.stringContaining('src/core is pure'),
      ]);
    expect(
      await boundaryErrors(
        'src/core/fixture.ts',
        `import { buildApp } from '../server/app.ts';\nexport const y = buildApp;\n`,
      ),
    ).toEqual([expect.stringContaining('never imports server or web code')]);
  });

  test('a core file importing zod and other core files passes', async () => {
    expect(
      await boundaryErrors(
        'src/core/fixture.ts',
        `import { z } from 'zod';\nimport { roleMay } from './access.ts';\nexport const y = [z, roleMay];\n`,
      ),
    ).toEqual([]);
  });

  test('a server file importing web code fails; the web importing server code fails', async () => {
    expect(
      await boundaryErrors(
        'src/server/modules/fixture.ts',
        `import { api } from '../../web/lib/api.ts';\nexport const y = api;\n`,
      ),
    ).toEqual([expect.stringContaining('Server code never imports web code')]);
    expect(
      await boundaryErrors(
        'src/web/lib/fixture.ts',
        `import { buildApp } from '../../server/app.ts';\nexport const y = buildApp;\n`,
      ),
    ).toEqual([expect.stringContaining('Web code never imports server code')]);
    // A module whose name merely starts with "web" is not web code.
    expect(
      await boundaryErrors(
        'src/server/modules/review/fixture.ts',
        `import { recordInterviewEvent } from '../webhooks/emit-webhook-event.ts';\nexport const y = recordInterviewEvent;\n`,
      ),
    ).toEqual([]);
  });

  test('review, the AI layer and jobs never import the bias module; only it touches self-identification', async () => {
    for (const file of [
      'src/server/modules/review/fixture.ts',
      'src/server/adapters/ai/fixture.ts',
      'src/server/jobs/fixture.ts',
    ])
      expect(
        await boundaryErrors(file, `import { x } from '../../modules/bias/bias-report.ts';\nexport const y = x;\n`),
      ).toEqual([expect.stringContaining('never read self-identification')]);
    const touch = `import { selfIdentifications } from '../../db/schema.ts';\nexport const y = selfIdentifications;\n`;
    expect(await boundaryErrors('src/server/modules/review/fixture.ts', touch)).toEqual(
      expect.arrayContaining([expect.stringContaining('Only the bias module')]),
    );
    const rawSql = 'export const q = `select count(*) from self_identifications`;\n';
    expect(await boundaryErrors('src/server/modules/review/fixture.ts', rawSql)).toEqual([
      expect.stringContaining('Only the bias module'),
    ]);
    expect(await boundaryErrors('src/server/modules/bias/fixture.ts', touch)).toEqual([]);
  });
});

describe('access in one place (docs/decisions/0040-access-in-one-place.md)', () => {
  const roleRule = `import { allow, type Actor } from '../../../core/access.ts';\nexport const y = (a: Actor) => allow(a, 'posting.read');\n`;

  test('a module deciding a permission from the role table fails; using src/server/access passes', async () => {
    expect(await boundaryErrors('src/server/modules/brand/fixture.ts', roleRule)).toEqual([
      expect.stringContaining('Permissions are decided in src/server/access'),
    ]);
    expect(
      await boundaryErrors(
        'src/server/modules/brand/fixture.ts',
        `import type { Actor } from '../../../core/access.ts';\nimport { mayTake } from '../../access/require-allowed.ts';\nexport const y = (a: Actor) => mayTake(a, 'settings.manage');\n`,
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('src/server/access/fixture.ts', roleRule.replace('../../../core', '../../core')),
    ).toEqual([]);
  });

  test('src/server/access importing a module fails (modules depend on access, never the reverse)', async () => {
    expect(
      await boundaryErrors(
        'src/server/access/fixture.ts',
        `import { recordAudit } from '../modules/audit/record-audit.ts';\nexport const y = recordAudit;\n`,
      ),
    ).toEqual([expect.stringContaining('src/server/access depends only on the core')]);
  });

  test("only the decision use case writes an interview's status", async () => {
    const write = `import { interviews } from '../../db/schema.ts';\nexport const y = (db: any) => db.update(interviews).set({ status: 'accepted', archived: false });\n`;
    const shorthand = `import { interviews } from '../../db/schema.ts';\nexport const y = (db: any, status: string) => db.update(interviews).set({ status });\n`;
    const other = `import { interviews } from '../../db/schema.ts';\nexport const y = (db: any, status: string) => db.update(interviews).set({ cvTextStatus: status });\n`;
    for (const file of ['src/server/modules/review/fixture.ts', 'src/server/jobs/fixture.ts']) {
      expect(await boundaryErrors(file, write)).toEqual([expect.stringContaining('Only the decision use case')]);
      expect(await boundaryErrors(file, shorthand)).toEqual([expect.stringContaining('Only the decision use case')]);
      expect(await boundaryErrors(file, other)).toEqual([]);
    }
    expect(await boundaryErrors('src/server/modules/review/set-interview-status.ts', write)).toEqual([]);
  });
});
