#!/usr/bin/env node
import { runCli } from './cli/review-command.js';
import { createCliRuntime } from './runtime.js';

process.exitCode = await runCli(createCliRuntime());
