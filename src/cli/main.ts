#!/usr/bin/env node
/**
 * The `lost-valley-engine` program's entry: sets the program's V8 flags (`v8-tuning.ts`;
 * `LVE_V8_FLAGS=off` sets none), then loads the engine and runs the command line
 * (`program-process.ts`). The engine is imported only after the flags are set, so that V8
 * compiles all of it with them.
 * @packageDocumentation
 */
import { isMainThread } from 'node:worker_threads';
import { applyV8Tuning, v8TuningOf } from './v8-tuning.js';

// A worker thread shares its process's flags, which the main thread has set.
if (isMainThread) applyV8Tuning(v8TuningOf(process.env, process.execArgv));
const { runProgramProcess } = await import('./program-process.js');
runProgramProcess(new URL(import.meta.url));
