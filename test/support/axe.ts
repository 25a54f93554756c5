import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** How long a page is given to settle before a violation found on it is looked for again. */
const SETTLE_MS = 600;

interface AxeNode {
  target: string[];
  any: Array<{ data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }>;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: AxeNode[];
}

/** Marks the commercial packages' license watermark (theirs, not the portal's) so that axe leaves it out. */
const MARK_WATERMARKS = (): void => {
  for (const element of Array.from(document.querySelectorAll<HTMLElement>('div[style*="z-index: 100000"]'))) {
    if (/^MUI X /.test(element.textContent ?? '')) element.dataset.axeSkip = 'mui-x-license-watermark';
  }
};

/**
 * What axe checks: the whole document, or only the page's own content (its `main` element, the whole
 * document when it has none), leaving out the chrome every page of a kind shares (navbar, sidebar,
 * footer), and the tokens of code blocks: thousands of spans a page in the few colours of one Prism
 * theme a mode (the Data Grid v5 migration guide has 6,600; axe's contrast check over them took 12 s of
 * a crawl visit). The full loads of every look check both, whole.
 */
export type AxeScope = 'document' | 'content';

/** The longest a check waits for the page's transitions and finite animations to end. */
const ANIMATIONS_CAP_MS = 5_000;

/**
 * Waits until no finite transition or animation runs (infinite ones, a spinner's, are left running),
 * or for `ANIMATIONS_CAP_MS` at most. A colour caught mid-transition is no colour a reader is left
 * with: a `Chip` whose media query matches after hydration turns from outlined to filled, and its
 * background fades in from transparent under its final, dark text for 300 ms, longer on a loaded
 * machine, where frames come late.
 */
async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(async (capMs) => {
    const deadline = performance.now() + capMs;
    for (;;) {
      const running = document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)),
        );
      const left = deadline - performance.now();
      if (running.length === 0 || left <= 0) return;
      await Promise.race([
        Promise.allSettled(running.map((animation) => animation.finished)),
        new Promise((resolve) => setTimeout(resolve, left)),
      ]);
    }
  }, ANIMATIONS_CAP_MS);
}

async function runAxe(page: Page, scope: AxeScope): Promise<AxeViolation[]> {
  await finishAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  await page.evaluate(MARK_WATERMARKS);
  const violations = await page.evaluate(async (content) => {
    type Context = { include: string[][]; exclude: string[][] };
    const axe = (
      window as unknown as { axe: { run: (context: Context, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const root = content && document.querySelector('main') ? 'main' : 'html';
    const exclude = content ? [['[data-axe-skip]'], ['pre code']] : [['[data-axe-skip]']];
    // Only serious and critical violations count (below), and a rule's impact, when axe gives it one,
    // is the impact of every violation it reports: rules of minor or moderate impact are not run at
    // all. They took 10 to 25 % of a run (the landmark rules walk the whole document).
    // (`_audit` is axe-core's own registry; were it to change shape, every rule runs.)
    const audit = (axe as unknown as { _audit?: { rules?: Array<{ id: string; impact?: string }> } })._audit;
    const lowImpact = (audit?.rules ?? []).filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate');
    const result = await axe.run(
      { include: [[root]], exclude },
      {
        resultTypes: ['violations'],
        rules: Object.fromEntries(lowImpact.map((rule) => [rule.id, { enabled: false }])),
      },
    );
    return result.violations as AxeViolation[];
  }, scope === 'content');
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/** One node of a violation, with the colours axe measured when the rule is about contrast. */
function describeNode(node: AxeNode): string {
  const data = node.any.find((check) => check.data?.contrastRatio !== undefined)?.data;
  const colours = data ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio})` : '';
  return `${node.target.join(' ')}${colours}`;
}

/**
 * The serious and critical axe-core violations of the page, one line each. A violation counts when it
 * is still there after the page has had a moment to settle: a chart or grid measuring itself, or a
 * font swapping in, can overlap text for a frame, which no reader sees as the page's look.
 */
export async function seriousAxeViolations(page: Page, scope: AxeScope = 'document'): Promise<string[]> {
  const first = await runAxe(page, scope);
  if (first.length === 0) return [];
  await page.waitForTimeout(SETTLE_MS);
  const again = await runAxe(page, scope);
  const seenFirst = new Set(
    first.flatMap((violation) => violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}`)),
  );
  return again
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter((node) => seenFirst.has(`${violation.id} ${node.target.join(' ')}`)),
    }))
    .filter((violation) => violation.nodes.length > 0)
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map(describeNode).join(' | ')}`,
    );
}
