// The libraries this remote's pages run as they load, exposed as 'PageLibraries': the forms'
// final-form and its React binding (shared singletons). The shell runs them in a task of their own
// after the store module and before the page (shared-contracts START_STEPS, docs/adr/0194), so the
// page's own task is its components.
export * as finalForm from 'final-form';
export * as reactFinalForm from 'react-final-form';
