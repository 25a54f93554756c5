/**
 * What `scripts/setup.mjs` installs when: Debian's Chromium (browser tests) when its binary is
 * missing, then a Java runtime (the W3C Nu HTML checker) when `java` does not run, then a small Chinese
 * font (WenQuanYi Micro Hei) when the system has none, so that the Chinese pages the browser tests read
 * render their glyphs instead of boxes; with apt-get when
 * we are root, otherwise it says what to install and stops. The machine is handed in, so the
 * decisions are tested without one (test/unit/systemTools.test.ts).
 */

/**
 * @typedef {object} Machine
 * @property {string} chromium the Chromium binary the browser tests launch
 * @property {(file: string) => boolean} exists
 * @property {() => boolean} hasJava whether `java -version` runs
 * @property {() => boolean} hasChineseFont whether fontconfig knows a font with Chinese glyphs
 * @property {boolean} isRoot
 * @property {(command: string) => void} run runs a shell command, output shown
 * @property {(message: string) => void} log
 * @property {(message: string) => void} error
 * @property {(code: number) => void} exit ends the process (tests pass one that throws)
 */

/**
 * Installs Debian packages, or exits with the command a non-root user should run.
 * @param {Machine} machine
 * @param {string} packages
 * @param {string} why
 */
function aptInstall(machine, packages, why) {
  if (!machine.isRoot) {
    machine.error(
      `${why}. Install Debian's packages first:\n  sudo apt-get update && sudo apt-get install -y ${packages}`,
    );
    machine.exit(1);
    return;
  }
  machine.log(`${why}: installing ${packages} with apt-get...`);
  machine.run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`);
}

/** @param {Machine} machine */
export function ensureSystemTools(machine) {
  if (!machine.exists(machine.chromium)) {
    aptInstall(
      machine,
      'chromium',
      `Chromium is missing at ${machine.chromium} (or point CHROMIUM_PATH at a Chromium binary)`,
    );
    if (!machine.exists(machine.chromium)) {
      machine.error(`apt-get finished but ${machine.chromium} is still missing.`);
      machine.exit(1);
      return;
    }
  }

  if (!machine.hasJava()) {
    aptInstall(machine, 'default-jre-headless', 'Java is missing (the W3C Nu HTML checker runs on it)');
    if (!machine.hasJava()) {
      machine.error('apt-get finished but `java` is still not on the PATH.');
      machine.exit(1);
    }
  }

  if (!machine.hasChineseFont()) {
    aptInstall(machine, 'fonts-wqy-microhei', 'No font with Chinese glyphs (the Chinese pages would show boxes)');
    if (!machine.hasChineseFont()) {
      machine.error('apt-get finished but fontconfig still lists no Chinese font (`fc-list :lang=zh`).');
      machine.exit(1);
    }
  }
}
