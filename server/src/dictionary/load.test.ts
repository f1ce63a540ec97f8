import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaryFiles, loadDictionary, parseWordList } from './load.js';

describe('parseWordList', () => {
  it.each([
    ['cat\ndog\n', ['cat', 'dog']],
    ['cat\r\ndog\r\n', ['cat', 'dog']],
    ['\n  cat \n\n\ndog', ['cat', 'dog']],
    ['', []],
  ])('reads %j as %j', (text, words) => {
    expect(parseWordList(text)).toEqual(words);
  });
});

describe('loadDictionary', () => {
  it('loads the committed lists from engine/data', async () => {
    const files = dictionaryFiles();
    expect(files.words).toMatch(/engine[/\\]data[/\\]words\.txt$/);
    const lines = readFileSync(files.words, 'utf8').split('\n').filter(Boolean).length;
    const dictionary = await loadDictionary();
    expect(dictionary.size).toBe(lines);
    expect(dictionary.has('Embattled')).toBe(true);
    expect(dictionary.isTargetWorthy('jumped')).toBe(true);
    expect(dictionary.has('zzzq')).toBe(false);
  });
});
