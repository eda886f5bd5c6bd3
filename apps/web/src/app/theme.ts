import type { ThemeConfig } from 'antd';

/** Deep blue: calm and legible for a product people use all day to approve hours and records. */
export const PRIMARY_COLOR = '#1456a0';

export const theme: ThemeConfig = {
  cssVar: { key: 'ponteiro' },
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorInfo: PRIMARY_COLOR,
    colorLink: PRIMARY_COLOR,
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerHeight: 64,
      headerBg: '#ffffff',
      headerPadding: '0 16px',
      siderBg: '#ffffff',
      bodyBg: '#f4f6f9',
    },
    Menu: { itemBg: 'transparent' },
  },
};
