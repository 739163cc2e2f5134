#!/usr/bin/env node
/**
 * `npm test`: every check, the independent ones side by side. The machine has two cores and no step before the
 * browser tests keeps both busy, so two lanes run at once: lint and the unit tests in one; the build, the type check
 * and the checks over the build's output in the other. The type check runs after the build, as it then reads the
 * route types the build writes and checks the pages against them; the build skips its own type check, which covers
 * a part of the same files. The end-to-end tests need the build and both cores, so they run last, alone.
 *
 * Each step's output is printed whole when the step ends, under its name, so the lanes never interleave. The first
 * step that fails stops the other lane, and the last line names it.
 */
import { spawn } from 'node:child_process';

const lanes = [
  ['lint', 'test:unit'],
  ['build', 'typecheck', 'check:links', 'check:pages', 'check:html', 'budget'],
];
const last = 'test:e2e';

const running = new Set();
let failed = null;
const times = [];
const seconds = (start) => Math.round((Date.now() - start) / 1000);

/** Runs `npm run <step>`, its output kept (or shown as it comes when `live`), and resolves with its exit code. */
function run(step, live = false) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', step], {
      // The type check runs as a step of its own after the build (see above): the build leaves it out.
      env: step === 'build' ? { ...process.env, TYPECHECK_AFTER_BUILD: '1' } : process.env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: !live,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    running.add(child);
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString(), stopped: signal !== null });
    });
  });
}

async function lane(steps) {
  for (const step of steps) {
    if (failed) return;
    const start = Date.now();
    const { code, output, stopped } = await run(step);
    if (stopped && failed) {
      console.log(`\n── ${step}: stopped, as ${failed} failed`);
      return;
    }
    times.push(`${step} ${seconds(start)} s`);
    console.log(`\n── ${step}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds(start)} s\n${output.trimEnd()}`);
    if (code !== 0) {
      failed ??= step;
      // The other lane's step and everything it started (a whole process group each).
      for (const child of running) process.kill(-child.pid, 'SIGTERM');
      return;
    }
  }
}

// The lanes run in process groups of their own, which Ctrl-C in the terminal does not reach: pass it on.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        child.kill(signal); // the last step runs in this process's group
      }
    }
    process.exit(130);
  });

const begin = Date.now();
await Promise.all(lanes.map(lane));
if (!failed) {
  console.log(`\n── ${last}`);
  const start = Date.now();
  const { code } = await run(last, true);
  times.push(`${last} ${seconds(start)} s`);
  if (code !== 0) failed = last;
}
console.log(`\n${times.join(' · ')}`);
if (failed) {
  console.error(`npm test: FAILED at ${failed} (its output is above, under "── ${failed}")`);
  process.exit(1);
}
console.log(`npm test: every step passed in ${seconds(begin)} s`);
