// The async boundary Module Federation needs: shared singletons (react, react-router, shared-contracts)
// are negotiated while this chunk loads, so nothing may import them eagerly here.
void import('./bootstrap');
