#!/usr/bin/env node
/**
 * Makes sure what the project needs outside npm is here: Debian's Chromium for the browser tests
 * a Java runtime for the W3C Nu HTML checker (vnu-jar) and a Chinese font for the Chinese pages. Installs a missing one with apt-get
 * when we are root; otherwise explains what to do (the decisions: scripts/lib/systemTools.mjs).
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { ensureSystemTools } from './lib/systemTools.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function hasJava() {
  try {
    execSync('java -version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Whether fontconfig lists a font that covers Chinese. */
function hasChineseFont() {
  try {
    return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
}

ensureSystemTools({
  chromium: CHROMIUM,
  exists: existsSync,
  hasJava,
  hasChineseFont,
  isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  run: (command) => execSync(command, { stdio: 'inherit' }),
  log: (message) => console.log(message),
  error: (message) => console.error(message),
  exit: (code) => process.exit(code),
});
