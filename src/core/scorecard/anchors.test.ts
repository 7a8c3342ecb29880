import { expect, test } from 'vitest';
import { anchorText } from './anchors.ts';

const anchors = { 1: 'No example.', 3: 'One clear example.', 5: 'Several examples with results.' };

test('1, 3 and 5 read their own anchor; 2 and 4 lie between their neighbours', () => {
  expect(anchorText(anchors, 1)).toBe('No example.');
  expect(anchorText(anchors, 3)).toBe('One clear example.');
  expect(anchorText(anchors, 5)).toBe('Several examples with results.');
  expect(anchorText(anchors, 2)).toBe('Between 1 (No example.) and 3 (One clear example.).');
  expect(anchorText(anchors, 4)).toBe('Between 3 (One clear example.) and 5 (Several examples with results.).');
});
