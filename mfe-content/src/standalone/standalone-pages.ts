// The pages of the standalone page, loaded on demand like the shell loads them.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { PageModuleName, RemotePageProps } from 'shared-contracts';

export interface StandalonePage {
  module: PageModuleName<'content'>;
  /** URL path on the standalone page, and the pageKey passed to the page. */
  key: string;
  Page: ComponentType<RemotePageProps>;
}

export const STANDALONE_PAGES: readonly StandalonePage[] = [
  { module: 'HomePage', key: 'home', Page: lazy(() => import('../pages/home-page')) },
  { module: 'AboutPage', key: 'about', Page: lazy(() => import('../pages/about-page')) },
  { module: 'ContactPage', key: 'contact', Page: lazy(() => import('../pages/contact-page')) },
  { module: 'TermsPage', key: 'terms', Page: lazy(() => import('../pages/terms-page')) },
  { module: 'DiscountPage', key: 'discount', Page: lazy(() => import('../pages/discount-page')) },
  { module: 'ConsultPage', key: 'consult', Page: lazy(() => import('../pages/consult-page')) },
  {
    module: 'ConsultSuccessPage',
    key: 'consult-success',
    Page: lazy(() => import('../pages/consult-success-page')),
  },
  { module: 'TreatmentsPage', key: 'treatments', Page: lazy(() => import('../pages/treatments-page')) },
  { module: 'ReviewsPage', key: 'reviews', Page: lazy(() => import('../pages/reviews-page')) },
  { module: 'SpecialistPage', key: 'specialist', Page: lazy(() => import('../pages/specialist-page')) },
  { module: 'LandingPage', key: 'landing', Page: lazy(() => import('../pages/landing-page')) },
  { module: 'AssessmentPage', key: 'assessment', Page: lazy(() => import('../pages/assessment-page')) },
  {
    module: 'AssessmentDataPage',
    key: 'assessment-data',
    Page: lazy(() => import('../pages/assessment-data-page')),
  },
  { module: 'ReportsPage', key: 'reports', Page: lazy(() => import('../pages/reports-page')) },
  { module: 'InterviewPage', key: 'interview', Page: lazy(() => import('../pages/interview-page')) },
  {
    module: 'SpecialistsSupportPage',
    key: 'specialists-support',
    Page: lazy(() => import('../pages/specialists-support-page')),
  },
];
