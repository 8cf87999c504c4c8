// The Ant Design theme: every colour token the app relies on, chosen for WCAG AA contrast
// (>= 4.5:1 for text on white). antd's defaults (#1677ff, #ff4d4f, 45% grey) fall short of it.
import type { ThemeConfig } from 'antd';

const palette = {
  primary: '#0f766e',
  primaryDark: '#115e59',
  primarySoft: '#e3f3f0',
  ink: '#0b2233',
  inkSoft: 'rgba(0, 0, 0, 0.7)',
  surface: '#ffffff',
  surfaceAlt: '#f5f8fa',
  footerText: '#d9e6ee',
  error: '#c62828',
};

export const theme: ThemeConfig = {
  hashed: false,
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorLinkHover: palette.primaryDark,
    colorLinkActive: palette.primaryDark,
    colorSuccess: '#2e7d32',
    colorWarning: '#a15c00',
    colorError: palette.error,
    colorText: 'rgba(0, 0, 0, 0.88)',
    colorTextSecondary: 'rgba(0, 0, 0, 0.7)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.64)',
    colorTextDescription: 'rgba(0, 0, 0, 0.64)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorBgLayout: palette.surfaceAlt,
    borderRadius: 8,
    fontSize: 16,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};

/** The same palette as CSS custom properties for the app's own stylesheet; set on <html> at start
 * so that portals (drawers, messages) see them too. */
export const cssVariables: Record<string, string> = {
  '--osce-primary': palette.primary,
  '--osce-primary-dark': palette.primaryDark,
  '--osce-primary-soft': palette.primarySoft,
  '--osce-ink': palette.ink,
  '--osce-ink-soft': palette.inkSoft,
  '--osce-surface': palette.surface,
  '--osce-surface-alt': palette.surfaceAlt,
  '--osce-footer-text': palette.footerText,
};
