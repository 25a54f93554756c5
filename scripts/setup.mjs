#!/usr/bin/env node
/**
 * Makes sure what the project needs outside npm is here: Debian's Chromium for the browser tests
 * and a Java runtime for the W3C Nu HTML checker (vnu-jar). Installs a missing one with apt-get
 * when we are root; otherwise explains what to do.
 */
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function hasJava() {
  try {
    execSync('java -version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Installs Debian packages, or exits with the command a non-root user should run. */
function aptInstall(packages, why) {
  if (!isRoot) {
    console.error(`${why}. Install Debian's packages first:\n  sudo apt-get update && sudo apt-get install -y ${packages}`);
    process.exit(1);
  }
  console.log(`${why}: installing ${packages} with apt-get...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });
}

if (!existsSync(CHROMIUM)) {
  aptInstall('chromium', `Chromium is missing at ${CHROMIUM} (or point CHROMIUM_PATH at a Chromium binary)`);
  if (!existsSync(CHROMIUM)) {
    console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
    process.exit(1);
  }
}

if (!hasJava()) {
  aptInstall('default-jre-headless', 'Java is missing (the W3C Nu HTML checker runs on it)');
  if (!hasJava()) {
    console.error('apt-get finished but `java` is still not on the PATH.');
    process.exit(1);
  }
}
