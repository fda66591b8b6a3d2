// The payment gateways' client steps, sandbox and real, behind one interface (gateway-step.ts).
export type { GatewayStep, GatewayStepProps } from './gateway-step';
export { GatewayStepView } from './gateway-steps';
export { formatAmount } from './format-amount';
