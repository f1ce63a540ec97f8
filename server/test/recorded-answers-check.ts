// After each server test file: every answer its tests got through the harness's client must be
// one the API reference lists for its route, with a body its schema accepts (api-answers.ts).
import { afterAll } from 'vitest';
import { takeRecordedAnswers, workerAnswerChecker } from './api-answers.js';

afterAll(() => {
  const answers = takeRecordedAnswers();
  if (answers.length === 0) return;
  const check = workerAnswerChecker();
  const failures = new Map<string, number>();
  for (const answer of answers) {
    const failure = check(answer);
    if (failure) failures.set(failure, (failures.get(failure) ?? 0) + 1);
  }
  if (failures.size === 0) return;
  const lines = [...failures]
    .slice(0, 20)
    .map(([failure, count]) => `  ${failure}${count > 1 ? ` (×${count})` : ''}`);
  throw new Error(
    `${failures.size} kind(s) of answer do not match the API reference (GET /api/openapi.json):\n${lines.join('\n')}`,
  );
});
