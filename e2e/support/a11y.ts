import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// axe-core's own bundle, injected as text: the browser tests never reach the network.
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** What the product must not ship: the rest (moderate, minor) is reported but not gating. */
const BLOCKING = new Set(['serious', 'critical']);

const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  // WCAG 2.5.3 (label in name) is "experimental" in axe and off by default; speech-input users
  // say what they see, so a button's accessible name must contain its visible text.
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/** One line per failing node: rule, impact, where, and axe's summary of how to fix it. */
export function describeViolations(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => {
      const summary = (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim();
      return `${v.id} [${node.impact ?? v.impact}] ${JSON.stringify(node.target)}: ${summary}`;
    }),
  );
}

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA) on the page as it is now; one line per serious or
 * critical violation (empty when there is none).
 */
export async function seriousA11yIssues(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') refuses inline
  // script tags, as it should.
  if (!loaded) await page.evaluate(axeSource);
  // Axe reads colours as painted: let opening animations (a dialog's fade and zoom) end first, so
  // a half-transparent frame is not measured. Endless ones (spinners) keep running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = (await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: typeof import('axe-core').run } }).axe.run(
        document,
        options,
      ),
    OPTIONS,
  )) as AxeResults;
  const blocking = results.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => BLOCKING.has(n.impact ?? v.impact ?? '')) }))
    .filter((v) => v.nodes.length > 0);
  return describeViolations(blocking);
}

/** Fails listing every serious or critical violation; `context` names the screen. */
export async function expectNoSeriousA11yIssues(page: Page, context: string): Promise<void> {
  expect(await seriousA11yIssues(page), `accessibility of ${context} (${page.url()})`).toEqual([]);
}
