import { expect, test } from 'vitest';
import { firstJsonObject } from './openai-assess.ts';

test('reads plain JSON, JSON in a code fence or prose, and nothing from text without an object', () => {
  expect(firstJsonObject('{"a":1}')).toEqual({ a: 1 });
  expect(firstJsonObject('Sure!\n```json\n{"a":{"b":"}"}}\n```\nDone {not json}')).toEqual({ a: { b: '}' } });
  expect(firstJsonObject('{broken} then {"ok":true}')).toEqual({ ok: true });
  expect(firstJsonObject('Overall Score: 100/100')).toBeUndefined();
});
