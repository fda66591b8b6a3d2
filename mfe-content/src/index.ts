// The async boundary Module Federation needs: shared singletons (react, react-dom, shared-contracts)
// are negotiated while this chunk loads, so nothing here may import them eagerly.
import('./bootstrap').catch((error: unknown) =>
  console.error('mfe-content: the standalone page could not start', error),
);
