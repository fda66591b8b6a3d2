import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { endpoints, getBrand, resolveBrand, setRuntimeConfig } from 'shared-contracts';
import { App } from './app/app';
import { applyBrandHead } from './features/brand/brand-head';
import { applyDesignTokens } from './features/brand/design-tokens';
import { ConfigErrorScreen } from './features/config/config-error-screen';
import { loadRuntimeConfig } from './features/config/load-runtime-config';
import { tabAsksForFaults } from './features/faults/tab-fault-request';
import { createFederationLoader } from './features/remotes/federation-loader';
import {
  beaconSender,
  createRemoteLoadReporter,
  flushWhenHidden,
} from './features/telemetry/remote-load-reporter';

/**
 * Starts the shell: config first (one build serves any deployment), then the brand from the
 * URL, its tokens on <html>, the remotes from the config, and only then the first render.
 */
async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    const location = resolveBrand({
      hostname: window.location.hostname,
      pathname: window.location.pathname,
      brandHosts: config.brandHosts,
      productWord: config.productWord,
    });
    applyDesignTokens(location.brand);
    applyBrandHead(getBrand(location.brand, config.productWord));
    // Every load's outcome goes to the API in batches when the page is hidden (issue 12).
    const telemetryUrl = `${config.apiBaseUrl.replace(/\/+$/, '')}${endpoints.telemetry.remoteLoad}`;
    const reporter = createRemoteLoadReporter(beaconSender(telemetryUrl));
    flushWhenHidden(reporter);
    // Testers' faults (issue 12): only where the config allows them, and only a tab that asks
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
    root.render(
      <StrictMode>
        <App config={config} location={location} remoteLoader={remoteLoader} />
      </StrictMode>,
    );
  } catch (error) {
    console.error('host-shell: could not start', error);
    root.render(<ConfigErrorScreen error={error} />);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
else console.error('host-shell: the page has no #root element.');
