// Remote-load telemetry. Re-exported by the package's entry (../index.ts).

export type {
  RemoteLoadErrorKind,
  RemoteLoadEventType,
  RemoteLoadEvent,
  RemoteLoadBatch,
  RecoveryPercentiles,
  RemoteLoadSummaryRow,
  RemoteLoadSummary,
} from './remote-load-telemetry';
export {
  REMOTE_LOAD_ERROR_KINDS,
  REMOTE_LOAD_EVENT_TYPES,
  REMOTE_LOAD_LIMITS,
} from './remote-load-telemetry';
