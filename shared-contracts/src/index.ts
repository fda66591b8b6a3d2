// The public entry of shared-contracts: every export other packages may use, area by area; each
// folder's index.ts lists its own.

export * from './config'; // Runtime config and the product word
export * from './brands'; // Brands, routes, menus, brand resolution and links
export * from './entities'; // Entities
export * from './api'; // Endpoints and request/response types
export * from './forms'; // One set of form rules for every remote's forms
export * from './events'; // The typed event bus
export * from './storage'; // Typed local storage and its cookie mirrors
export * from './constants'; // Constants, messages, formatting, validation
export * from './telemetry'; // Remote-load telemetry
export * from './scheduling'; // Scheduling
export * from './ssr'; // Server rendering
