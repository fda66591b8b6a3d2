// The consult form feature's public entry: the consult page's form and its content block.
export { ConsultForm } from './consult-form';
export { ConsultContent, consultContentRequest } from './consult-content';
