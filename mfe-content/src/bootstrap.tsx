// Standalone page of the 'content' remote: lets the remote be served and tried without the shell.
// The shell never loads this file; it loads the exposed pages directly.
import { renderStandalone } from 'remote-kit';

renderStandalone({
  remote: 'content',
  // The brand this remote is mostly tried with; ?brand=<id> picks another.
  defaultBrand: 'cele',
  pages: {
    HomePage: () => import('./pages/home-page'),
    AboutPage: () => import('./pages/about-page'),
    ContactPage: () => import('./pages/contact-page'),
    TermsPage: () => import('./pages/terms-page'),
    DiscountPage: () => import('./pages/discount-page'),
    ConsultPage: () => import('./pages/consult-page'),
    ConsultSuccessPage: () => import('./pages/consult-success-page'),
    TreatmentsPage: () => import('./pages/treatments-page'),
    ReviewsPage: () => import('./pages/reviews-page'),
    SpecialistPage: () => import('./pages/specialist-page'),
    LandingPage: () => import('./pages/landing-page'),
    AssessmentPage: () => import('./pages/assessment-page'),
    AssessmentDataPage: () => import('./pages/assessment-data-page'),
    ReportsPage: () => import('./pages/reports-page'),
    InterviewPage: () => import('./pages/interview-page'),
    SpecialistsSupportPage: () => import('./pages/specialists-support-page'),
    AbContentEditorPage: () => import('./pages/ab-content-editor-page'),
  },
});
