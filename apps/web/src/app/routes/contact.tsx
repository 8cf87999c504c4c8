// /contact: the contact and report-issue form, for visitors and members alike. Plain markup in this
// page's own chunk, so the form shows with the heading; the shared schema (zod) and the captcha
// widget follow when the visitor reaches them.
import { ContactForm } from '../../features/contact/components/contact-form';
import { usePageMeta } from '../../hooks/use-page-meta';

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
        <ContactForm />
      </div>
    </div>
  );
}
