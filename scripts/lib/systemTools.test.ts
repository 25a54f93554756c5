/** What scripts/setup.mjs installs when (scripts/lib/systemTools.mjs). */
import { ensureSystemTools } from './systemTools.mjs';

const CHROMIUM = '/usr/bin/chromium';

interface Fake {
  chromium?: boolean[];
  java?: boolean[];
  font?: boolean[];
  isRoot?: boolean;
}

/** A machine whose checks answer in turn (the last answer repeats); exit ends the run by throwing. */
function machine({ chromium = [true], java = [true], font = [true], isRoot = true }: Fake) {
  const answers = { chromium: [...chromium], java: [...java], font: [...font] };
  const next = (list: boolean[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const record = { run: [] as string[], log: [] as string[], error: [] as string[], exit: [] as number[] };
  ensureSystemToolsSafely({
    chromium: CHROMIUM,
    exists: (file: string) => (file === CHROMIUM ? next(answers.chromium) : false),
    hasJava: () => next(answers.java),
    hasChineseFont: () => next(answers.font),
    isRoot,
    run: (command: string) => record.run.push(command),
    log: (message: string) => record.log.push(message),
    error: (message: string) => record.error.push(message),
    exit: (code: number) => {
      record.exit.push(code);
      throw new Exit();
    },
  });
  return record;
}

class Exit extends Error {}
function ensureSystemToolsSafely(fake: Parameters<typeof ensureSystemTools>[0]): void {
  try {
    ensureSystemTools(fake);
  } catch (error) {
    if (!(error instanceof Exit)) throw error;
  }
}

describe('ensureSystemTools', () => {
  it('does nothing when Chromium and Java are there', () => {
    expect(machine({})).toEqual({ run: [], log: [], error: [], exit: [] });
  });

  it('as root, installs a missing Chromium with apt-get, then goes on', () => {
    const record = machine({ chromium: [false, true] });
    expect(record.run).toEqual([
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
    ]);
    expect(record.log[0]).toContain(`Chromium is missing at ${CHROMIUM}`);
    expect(record.exit).toEqual([]);
  });

  it('as root, installs a missing Java runtime', () => {
    const record = machine({ java: [false, true] });
    expect(record.run).toEqual([
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
    ]);
    expect(record.exit).toEqual([]);
  });

  it('installs both, Chromium first', () => {
    const record = machine({ chromium: [false, true], java: [false, true] });
    expect(record.run.map((command) => command.split(' ').pop())).toEqual(['chromium', 'default-jre-headless']);
  });

  it('not as root, says what to install and stops without running anything', () => {
    const record = machine({ chromium: [false], isRoot: false });
    expect(record.run).toEqual([]);
    expect(record.error).toEqual([
      `Chromium is missing at ${CHROMIUM} (or point CHROMIUM_PATH at a Chromium binary). Install Debian's packages first:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    ]);
    expect(record.exit).toEqual([1]);
    const java = machine({ java: [false], isRoot: false });
    expect(java.error[0]).toContain('sudo apt-get install -y default-jre-headless');
    expect(java.exit).toEqual([1]);
  });

  it('stops with an error when a tool is still missing after apt-get', () => {
    const noChromium = machine({ chromium: [false] });
    expect(noChromium.error).toEqual([`apt-get finished but ${CHROMIUM} is still missing.`]);
    expect(noChromium.exit).toEqual([1]);
    const noJava = machine({ java: [false] });
    expect(noJava.error).toEqual(['apt-get finished but `java` is still not on the PATH.']);
    expect(noJava.exit).toEqual([1]);
  });

  it('installs a Chinese font when fontconfig has none, and stops when it still has none', () => {
    const record = machine({ font: [false, true] });
    expect(record.run).toEqual([
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei',
    ]);
    expect(record.exit).toEqual([]);
    const stillNone = machine({ font: [false] });
    expect(stillNone.error).toEqual([
      'apt-get finished but fontconfig still lists no Chinese font (`fc-list :lang=zh`).',
    ]);
    expect(stillNone.exit).toEqual([1]);
  });
});
