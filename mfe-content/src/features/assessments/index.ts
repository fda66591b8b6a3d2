// The assessments feature's public entry: the questionnaire and the results, each a page's part.
export { AssessmentQuestionnaire } from './assessment-questionnaire';
export { AssessmentResults } from './assessment-results';
