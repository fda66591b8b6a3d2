// The request schemas of the API (TypeBox), for api-server only: the browser apps import the
// types derived from them through the package entry, never these objects
// (docs/adr/0115-one-schema-per-endpoint.md).
export * from './cart';
export * from './checkout';
export * from './shop';
export * from './chat';
export * from './landing';
export * from './answers';
export * from './auth';
export * from './users';
export * from './ab';
export * from './telemetry';
export * from './content';
export * from './service';
export * from './cart-answers';
export * from './payment-answers';
export * from './catalogue-answers';
