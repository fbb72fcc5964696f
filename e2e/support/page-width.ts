import { type Locator, type Page, expect } from '@playwright/test';

/** Whether a page fits the phone's width: nothing may make it scroll sideways or push a control off screen. */

/** Waits for a page's data: the lazy chunk loaded, no request in flight, no spinner left. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Carregando...', { exact: true })).toHaveCount(0);
  await expect(page.locator('.animate-spin')).toHaveCount(0);
}

interface PageWidth {
  scrollWidth: number;
  /** The innermost elements that reach past the right edge, to say what to fix when the page is too wide. */
  tooWide: string[];
}

async function measure(page: Page): Promise<PageWidth> {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const right = (element: Element) => element.getBoundingClientRect().right;
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 6).join('.') : '';
      const text = (element.textContent ?? '').trim().slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${text}" (${Math.round(right(element))}px)`;
    };
    // Content that scrolls or is cut inside a box that fits (a row of chips) may reach past the edge: only what widens the page counts.
    const fitsInsideClip = (node: Node) => {
      for (let box = node.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return right(box) <= edge + 0.5;
      }
      return false;
    };
    const reachesPast = (element: Element) => right(element) > edge + 0.5 && !fitsInsideClip(element);
    const boxes = [...document.body.querySelectorAll('*')].filter((element) => reachesPast(element) && ![...element.children].some(reachesPast));
    // Text can spill out of a box that fits (a line that may not wrap in a box that shrank): name the box it spills from.
    const spills: Element[] = [];
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const parent = node.parentElement;
      if (parent && range.getBoundingClientRect().right > edge + 0.5 && !reachesPast(parent) && !fitsInsideClip(node)) spills.push(parent);
    }
    const tooWide = [...boxes, ...spills].slice(0, 5).map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, tooWide };
  });
}

/**
 * Soft: a spec that walks many pages reports every page that is too wide, not just the first.
 * The page is measured as it is now; call `settle` (or wait for its content) first.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const { scrollWidth, tooWide } = await measure(page);
  expect.soft(scrollWidth, `${where} is ${scrollWidth}px wide on a ${width}px screen; past the edge: ${tooWide.join(' | ')}`).toBeLessThanOrEqual(width);
}

/** The element lies within the screen's width (its whole box, not cut at either side). */
export async function expectWithinScreenWidth(page: Page, element: Locator, what: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const box = await element.boundingBox();
  expect.soft(box, `${what} is on the page`).not.toBeNull();
  if (!box) return;
  expect.soft(box.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what} ends on screen (width ${width}px)`).toBeLessThanOrEqual(width + 0.5);
}
