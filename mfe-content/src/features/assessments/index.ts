// The assessments feature's public entry: the questionnaire its page draws.
export { AssessmentQuestionnaire } from './assessment-questionnaire';
