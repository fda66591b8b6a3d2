// Jest's asymmetric matchers are typed `any`; typed as unknown here, object literals that hold them
// keep the lint's no-unsafe-assignment check useful.

export const anyNumber: unknown = expect.any(Number);
export const anyString: unknown = expect.any(String);
export const matching = (pattern: RegExp): unknown => expect.stringMatching(pattern);
export const containing = (items: unknown[]): unknown => expect.arrayContaining(items);
