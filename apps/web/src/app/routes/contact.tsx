// /contact: the contact and report-issue form, for visitors and members alike. The heading shows
// at once; the form (Ant Design, zod and the captcha widget) arrives in its own chunk.
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../components/query-state';
import { usePageMeta } from '../../hooks/use-page-meta';

const ThemedContactForm = lazy(async () => {
  const [{ default: AntdTheme }, { ContactForm }] = await Promise.all([
    import('../antd-theme'),
    import('../../features/contact/components/contact-form'),
  ]);
  return {
    default: function ThemedContactForm() {
      return (
        <AntdTheme>
          <ContactForm />
        </AntdTheme>
      );
    },
  };
});

export default function ContactRoute() {
  usePageMeta({ title: 'Contact Us' });
  return (
    <div className="page-body page-body--narrow">
      <header className="page-heading">
        <h1>Contact Us</h1>
        <p>
          A question about your subscription, a problem with a station, or an idea for a new one?
          Send us a message and an administrator will reply by e-mail.
        </p>
      </header>
      <div className="form-card">
        <Suspense
          fallback={<LoadingState label="the contact form" rows={9} className="form-loading" />}
        >
          <ThemedContactForm />
        </Suspense>
      </div>
    </div>
  );
}
