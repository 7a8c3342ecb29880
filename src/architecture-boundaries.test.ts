import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// The architecture boundaries in eslint.config.js, proven on fixture files linted as if they
// stood at these paths: each forbidden import fails `npm run lint`, each allowed one passes.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..') });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

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
