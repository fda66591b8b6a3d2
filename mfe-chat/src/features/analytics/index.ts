// The analytics feature's public entry (docs/adr/0101).
export { HealthAnalytics } from './components/health-analytics';
