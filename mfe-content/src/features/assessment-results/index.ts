// The assessment results feature's public entry: this browser's results, for the assessment-data
// and reports pages.
export { AssessmentResults } from './assessment-results';
