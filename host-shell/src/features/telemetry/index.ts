// The telemetry feature's public entry: what the rest of the shell uses of it.
export { beaconSender, createRemoteLoadReporter, flushWhenHidden } from './remote-load-reporter';
