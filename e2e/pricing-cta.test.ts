import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.js';

// "Começar com o Ponto + Acesso" was cut off at 1280–1920 px: four plans share the row and antd
// buttons are one fixed-height line. Every plan button must show its whole text. The cards are the
// provider's public plans (the demo seeds three, set in /admin/plan) and a "talk to sales" card.
describe('pricing buttons', () => {
  const b = useBrowser();

  it.each([1280, 1440, 1920, 390])('show their whole text at %i px', async (width) => {
    await b.page.setViewportSize({ width, height: 900 });
    await b.page.goto(b.url('/pricing'));
    const plans = b.page.getByTestId('pricing-plans');
    await plans.waitFor();
    // The provider's plans, not the loading cards, are what is measured.
    await expect.poll(() => plans.getByText('Testar o Profissional grátis').isVisible()).toBe(true);
    const clipped = await plans.evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLElement>('.ant-btn'))
        .filter((button) => {
          const label = button.querySelector('span') ?? button;
          return (
            label.scrollWidth > button.clientWidth + 1 ||
            button.scrollWidth > button.clientWidth + 1 ||
            button.scrollHeight > button.clientHeight + 1
          );
        })
        .map((button) => button.textContent),
    );
    expect(clipped).toEqual([]);
  });
});
