import type { Locator, Page } from 'playwright-core';
import type { BrowserSession } from './browser.js';

/**
 * Picks `option` in the antd select labelled `label` inside `scope`, typing `typed` first to
 * narrow the options. The choice is checked on the select itself and tried again when a click
 * landed while the dropdown was still opening or re-rendering (a busy CI machine does that), so a
 * later step never submits a form without it.
 */
export async function chooseOption(
  b: BrowserSession,
  scope: Locator | Page,
  label: string,
  option: string,
  typed: string = option.slice(0, 6),
): Promise<void> {
  const input = scope.getByLabel(label, { exact: true });
  const select = input.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  // The chosen label is the select's text (what was typed is only the input's value).
  const chosen = select.filter({ hasText: option });
  for (let attempt = 1; ; attempt++) {
    await input.click();
    await input.fill(typed);
    await b.page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
    try {
      await chosen.first().waitFor({ timeout: 5_000 });
      await b.page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
