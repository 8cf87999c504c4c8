// The Content section of the back office (docs/admin.md, 'Content and terms'): tabs for pages, the
// blog, FAQs, testimonials, the tutorial and the terms, each a table with an editor drawer where
// Markdown and its preview sit side by side.
import { Tabs } from 'antd';
import { App } from 'antd';
import { useSearchParams } from 'react-router';
import { BlogTab } from './blog-tab';
import { FaqsTab } from './faqs-tab';
import { PagesTab } from './pages-tab';
import { TermsTab } from './terms-tab';
import { TestimonialsTab } from './testimonials-tab';
import { TutorialTab } from './tutorial-tab';
import './content.css';

const TABS = [
  { key: 'pages', label: 'Pages', children: <PagesTab /> },
  { key: 'blog', label: 'Blog', children: <BlogTab /> },
  { key: 'faqs', label: 'FAQs', children: <FaqsTab /> },
  { key: 'testimonials', label: 'Testimonials', children: <TestimonialsTab /> },
  { key: 'tutorial', label: 'Tutorial', children: <TutorialTab /> },
  { key: 'terms', label: 'Terms', children: <TermsTab /> },
];

export function ContentSection() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.key === params.get('tab')) ? params.get('tab')! : 'pages';
  return (
    <App component="div" className="admin-content">
      <h1 className="admin-content__title">Content</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={TABS}
        destroyOnHidden
      />
    </App>
  );
}
