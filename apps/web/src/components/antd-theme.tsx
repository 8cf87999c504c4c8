// The Ant Design theme provider. It is loaded with the pages that use Ant Design components (see
// router.tsx), not with the home page, whose first download stays free of antd's style runtime.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { theme } from '../styles/theme';

export default function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
