/**
 * `npm run bench -- <suite>`: each suite prints ratios against an anchor measured in the same
 * run on the same machine. Benchmarks are not tests: nothing here fails on a time.
 */
import { BenchError } from './ipc.js';

const suites = {
  engine: () => import('./engine.js'),
  server: () => import('./server.js'),
  client: () => import('./client.js'),
  'first-load': () => import('./first-load.js'),
  progress: () => import('./progress.js'),
  friends: () => import('./friends.js'),
} as const;

type SuiteName = keyof typeof suites;

function isSuiteName(name: string): name is SuiteName {
  return Object.hasOwn(suites, name);
}

const requested = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const names = requested.length > 0 ? requested : (Object.keys(suites) as SuiteName[]);
for (const name of names) {
  if (!isSuiteName(name)) {
    console.error(`Unknown benchmark "${name}". Choose from: ${Object.keys(suites).join(', ')}.`);
    process.exit(2);
  }
}
try {
  for (const name of names as SuiteName[]) {
    console.log(`\n== bench ${name}`);
    const suite = await suites[name]();
    await suite.run(process.argv.slice(2));
  }
} catch (error) {
  // A failure the bench can explain is one sentence, not a stack trace; anything else is a bug.
  if (!(error instanceof BenchError)) throw error;
  console.error(`\nbench failed: ${error.message}`);
  process.exit(1);
}
