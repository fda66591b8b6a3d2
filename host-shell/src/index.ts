import { showBootFailure } from './boot-failure';

// The async boundary Module Federation needs: shared singletons (react, react-router, shared-contracts)
// are negotiated while this chunk loads, so nothing may import them eagerly here.
import('./bootstrap').catch((error: unknown) => {
  console.error('host-shell: could not load', error);
  const container = document.getElementById('root');
  if (container) showBootFailure(container);
});
