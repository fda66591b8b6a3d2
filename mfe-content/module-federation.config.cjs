// What the 'content' remote exposes: one module per page of PAGE_MODULES.content (shared-contracts), and
// the start steps the shell runs before any of them, each in a task of its own (START_STEPS:
// StoreLibraries, Store; docs/adr/0193, 0194). src/pages/exposes.test.ts keeps the lists equal.
module.exports = {
  name: 'content',
  exposes: {
    './StoreLibraries': './src/app/store-libraries.ts',
    './Store': './src/app/store.ts',
    './HomePage': './src/pages/home-page.tsx',
    './AboutPage': './src/pages/about-page.tsx',
    './ContactPage': './src/pages/contact-page.tsx',
    './TermsPage': './src/pages/terms-page.tsx',
    './DiscountPage': './src/pages/discount-page.tsx',
    './ConsultPage': './src/pages/consult-page.tsx',
    './ConsultSuccessPage': './src/pages/consult-success-page.tsx',
    './TreatmentsPage': './src/pages/treatments-page.tsx',
    './ReviewsPage': './src/pages/reviews-page.tsx',
    './SpecialistPage': './src/pages/specialist-page.tsx',
    './LandingPage': './src/pages/landing-page.tsx',
    './AssessmentPage': './src/pages/assessment-page.tsx',
    './AssessmentDataPage': './src/pages/assessment-data-page.tsx',
    './ReportsPage': './src/pages/reports-page.tsx',
    './InterviewPage': './src/pages/interview-page.tsx',
    './SpecialistsSupportPage': './src/pages/specialists-support-page.tsx',
    './AbContentEditorPage': './src/pages/ab-content-editor-page.tsx',
  },
};
