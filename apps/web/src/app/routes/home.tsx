// The home page (docs/content.md, 'Screens'): the market's banner record, selling points, how it works, the
// explainer video, testimonials and the plan cards. The page appears in one piece once its banner
// record has arrived, so nothing on screen jumps when the data comes in.
import { useDeferredValue } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PageContent } from '@osce/shared/api';
import { homeSlug } from '@osce/shared/countries';
import { ButtonLink } from '../../components/button-link';
import { HtmlContent } from '../../components/html-content';
import { ErrorState } from '../../components/query-state';
import { usePageMeta } from '../../hooks/use-page-meta';
import { getBrand } from '../../lib/brand';
import { useCountry } from '../../stores/app-store';
import { pageQueryOptions } from '../../features/content/api/get-page';
import { PageBanner } from '../../features/content/components/page-banner';
import { ExplainerVideo } from '../../features/home/components/explainer-video';
import { FeatureBlurbs } from '../../features/home/components/feature-blurbs';
import { HowItWorks } from '../../features/home/components/how-it-works';
import { TestimonialCarousel } from '../../features/home/components/testimonial-carousel';
import { useSubscriptionPlans } from '../../features/plans/api/get-subscription-plans';
import { PlanList } from '../../features/plans/components/plan-list';
import { plansPageHref } from '../../features/plans/utils/plan-links';

function HomeBanner({ page }: { page: PageContent }) {
  return (
    <PageBanner title={page.title} subtitle={page.subtitle} image={page.image} variant="hero">
      {/* Get Started right under the subtitle, before the longer text: on a phone it is then on
          the first screen, whatever the length of the record's content. */}
      <ButtonLink to="/subscription-plans" size="large" className="page-banner__cta">
        Get Started
      </ButtonLink>
      {page.content ? <HtmlContent html={page.content} className="page-banner__content" /> : null}
    </PageBanner>
  );
}

export default function HomeRoute() {
  const country = useCountry();
  const brand = getBrand();
  // A country switch keeps the current banner on screen until the other market's one arrives.
  const page = useQuery({
    ...pageQueryOptions(homeSlug(country)),
    placeholderData: keepPreviousData,
  });
  // Without plans (a market not set up yet) the pricing section is left out altogether.
  const hasPlans = useSubscriptionPlans(country).data?.length !== 0;
  // The whole page renders when the record arrives; deferred, that render is done in slices that
  // leave the main thread free in between, rather than as one long task.
  const record = useDeferredValue(page.data);
  usePageMeta({
    title: record?.title,
    description: record?.meta_description,
    keywords: record?.meta_keywords,
  });

  if (!record && !page.isError) {
    return (
      <div className="page-loading" aria-busy="true" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading the home page</span>
      </div>
    );
  }

  return (
    <>
      {!record ? (
        <div className="page-banner page-banner--hero">
          <div className="page-banner__inner page-banner__inner--stack">
            <h1>{brand}</h1>
            <ErrorState
              error={page.error}
              onRetry={() => void page.refetch()}
              what="the home page"
            />
          </div>
        </div>
      ) : (
        <HomeBanner page={record} />
      )}
      <FeatureBlurbs brand={brand} />
      <HowItWorks />
      <ExplainerVideo />
      <div className="home-cta">
        <p>Not ready to subscribe? Try a selection of stations first, with no payment taken.</p>
        <ButtonLink to="/free-trial" size="large">
          Free Trial
        </ButtonLink>
      </div>
      <TestimonialCarousel />
      {hasPlans ? (
        <section className="home-section plans-section" aria-labelledby="home-plans-title">
          <h2 id="home-plans-title">Plans and pricing</h2>
          <PlanList country={country} planHref={plansPageHref} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}
