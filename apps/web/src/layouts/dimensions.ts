/** Side menu width, expanded and collapsed, and the top bar's height (px). */
export const SIDEBAR_WIDTH = 235;
export const SIDEBAR_COLLAPSED_WIDTH = 65;
export const TOPBAR_HEIGHT = 64;
