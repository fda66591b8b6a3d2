import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  apiUrl,
  canonicalHomePath,
  endpoints,
  getBrand,
  nextTask,
  resolveBrand,
  setRuntimeConfig,
} from 'shared-contracts';
import { showBootFailure } from './boot-failure';
import { dropEarlyActions } from './preload/early-actions';
import { applyBrandHead, applyDesignTokens } from './features/brand';
import { ConfigErrorScreen, loadRuntimeConfig } from './features/config';
import { tabAsksForFaults } from './preload/tab-fault-request';
import { createFederationLoader } from './features/remotes';
import { beaconSender, createRemoteLoadReporter, flushWhenHidden } from './features/telemetry';
import { serverRenderedPage } from './preload/server-rendered-page';

/** The shell's components (router, layout, pages' frame), in this chunk but run in a task of their own. */
async function loadApp() {
  await nextTask();
  return (await import(/* webpackMode: "eager" */ './app/app')).App;
}

/**
 * Starts the shell: config first (one build serves any deployment), then the brand from the
 * URL, its tokens on <html>, the remotes from the config, and only then the first render.
 */
async function start(container: HTMLElement): Promise<void> {
  // The page the shell's server rendered into #root, if it did (docs/adr/0140): hydrated, not replaced.
  const server = serverRenderedPage(container);
  let made: ReturnType<typeof createRoot> | null = null;
  const freshRoot = () => {
    made ??= createRoot(container);
    return made;
  };
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    const location = resolveBrand({
      hostname: window.location.hostname,
      pathname: window.location.pathname,
      brandHosts: config.brandHosts,
      productWord: config.productWord,
    });
    // A prefixed home reached without its slash ('/stud', where old links and typed addresses
    // lead) is shown at '/stud/': the router is mounted there, and it is the form every link uses.
    const home = canonicalHomePath(window.location.pathname, location.basename);
    if (home)
      window.history.replaceState(
        window.history.state,
        '',
        home + window.location.search + window.location.hash,
      );
    applyDesignTokens(location.brand);
    applyBrandHead(getBrand(location.brand, config.productWord));
    // Every load's outcome goes to the API in batches when the page is hidden; editors read the
    // figures at /ops/remote-loads.
    const telemetryUrl = apiUrl(endpoints.telemetry.remoteLoad, config.apiBaseUrl);
    const reporter = createRemoteLoadReporter(beaconSender(telemetryUrl));
    flushWhenHidden(reporter);
    // Testers' faults (docs/recovery-testing.md): only where the config allows them, and only a tab that asks
    // downloads their code.
    const tabFaults =
      config.faultInjection === true && tabAsksForFaults(window)
        ? (await import('./features/faults/install-tab-faults')).installTabFaults(config.remotes, container)
        : null;
    const remoteLoader = createFederationLoader(config.remotes, {
      onEvent: (event) => reporter.record(event),
      manifestUrl: tabFaults?.manifestUrl,
    });
    tabFaults?.attach(remoteLoader);
    const App = await loadApp().catch((error: unknown) => {
      // The shell's own code failed, not the config: the page index.ts shows for a failed bootstrap.
      console.error('host-shell: could not load', error);
      showBootFailure(container);
      return null;
    });
    if (!App) return;
    if (server) {
      // The remote page the server rendered loads before hydrating, so the first render in the
      // browser is the server's (RemotePage renders a loaded module at once); if one try cannot
      // load it, the page is rendered afresh as without a server: the page's own load retries
      // (one manifest reload, the back-off) and shows the error page, as it would have.
      const loaded =
        server.page === null ||
        (await remoteLoader.loadAtOnce(server.page.remote, server.page.module)) !== null;
      if (loaded) {
        // As a transition, as the fresh render below: hydration then runs in slices with yields to
        // the browser between them instead of one long task (a plain hydrateRoot is not sliced),
        // and a click on a part not hydrated yet hydrates that part first (docs/adr/0180).
        startTransition(() => {
          hydrateRoot(
            container,
            <StrictMode>
              <App config={config} location={location} remoteLoader={remoteLoader} serverCart={server.cart} />
            </StrictMode>,
            {
              // A mismatch is recovered by rendering afresh; say where it was (docs/adr/0140).
              onRecoverableError: (error, info) =>
                console.error('host-shell: hydration recovered', error, info.componentStack),
            },
          );
        });
        return;
      }
      container.replaceChildren();
    }
    const root = freshRoot();
    // The first render as a transition: React renders it in slices with yields to the browser
    // between them rather than in one long task; it commits (shows) the whole tree at once.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App config={config} location={location} remoteLoader={remoteLoader} />
        </StrictMode>,
      );
    });
  } catch (error) {
    console.error('host-shell: could not start', error);
    // The page's taps held for hydration (docs/adr/0190) will not run; the error screen's must.
    dropEarlyActions();
    if (server) container.replaceChildren();
    freshRoot().render(<ConfigErrorScreen error={error} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
else console.error('host-shell: the page has no #root element.');
