// The async boundary Module Federation needs: shared singletons (react, react-dom, shared-contracts)
// are negotiated while this chunk loads, so nothing here may import them eagerly.
import('./bootstrap');
