// Draws the toasts of lib/toast.ts with Ant Design's message, in the app's theme. Loaded with the
// first toast (see ToastOutlet).
import { useEffect } from 'react';
import { message } from 'antd';
import AntdTheme from '../antd-theme';
import { connectToastHost } from '../../lib/toast';

function Messages() {
  const [api, holder] = message.useMessage();
  useEffect(
    () =>
      connectToastHost(({ kind, text, seconds }) => {
        void api.open({ type: kind, content: text, duration: seconds });
      }),
    [api],
  );
  return holder;
}

export default function ToastHost() {
  return (
    <AntdTheme>
      <Messages />
    </AntdTheme>
  );
}
