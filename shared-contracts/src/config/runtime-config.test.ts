import { defaultRuntimeConfig, DEFAULT_PORTS } from './default-runtime-config';
import { DEFAULT_PRODUCT_WORD, productWordOr } from './product-word';
import {
  getRuntimeConfig,
  hasRuntimeConfig,
  isGoogleSignInEnabled,
  resetRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

afterEach(() => resetRuntimeConfig());

describe('runtime config', () => {
  it('throws a clear error when read before the shell set it', () => {
    resetRuntimeConfig();
    expect(hasRuntimeConfig()).toBe(false);
    expect(() => getRuntimeConfig()).toThrow(/runtime config is not set.*setRuntimeConfig/);
  });

  it('returns the config the shell set, frozen so no remote can change it for the others', () => {
    const config = defaultRuntimeConfig();
    setRuntimeConfig(config);
    expect(getRuntimeConfig()).toEqual(config);
    expect(Object.isFrozen(getRuntimeConfig().remotes)).toBe(true);
    config.remotes.shop = 'changed afterwards';
    expect(getRuntimeConfig().remotes.shop).toBe('http://127.0.0.1:3001/mf-manifest.json');
  });

  it('the default product word is varico', () => {
    expect(DEFAULT_PRODUCT_WORD).toBe('varico');
    expect(productWordOr(undefined)).toBe('varico');
    expect(productWordOr('  ')).toBe('varico');
    expect(productWordOr('hydro')).toBe('hydro');
  });

  it('the local defaults use ports 3000-3005 and 8000 and the brand hosts of the product word', () => {
    expect(DEFAULT_PORTS).toEqual({
      shell: 3000,
      shop: 3001,
      checkout: 3002,
      auth: 3003,
      chat: 3004,
      content: 3005,
      api: 8000,
    });
    expect(defaultRuntimeConfig()).toEqual({
      apiBaseUrl: 'http://127.0.0.1:8000',
      wsBaseUrl: 'ws://127.0.0.1:8000',
      remotes: {
        shop: 'http://127.0.0.1:3001/mf-manifest.json',
        checkout: 'http://127.0.0.1:3002/mf-manifest.json',
        auth: 'http://127.0.0.1:3003/mf-manifest.json',
        chat: 'http://127.0.0.1:3004/mf-manifest.json',
        content: 'http://127.0.0.1:3005/mf-manifest.json',
      },
      brandHosts: {
        stud: 'stud.localhost',
        cele: 'varicocele.localhost',
        celeorg: 'varicoceleorg.localhost',
      },
      googleClientId: '',
      productWord: 'varico',
      defaultHost: 'localhost',
    });
    expect(defaultRuntimeConfig({ productWord: 'hydro' }).brandHosts.celeorg).toBe('hydroceleorg.localhost');
  });

  it('Google sign-in is on only when the runtime config has a Google client id', () => {
    expect(isGoogleSignInEnabled()).toBe(false);
    setRuntimeConfig(defaultRuntimeConfig());
    expect(isGoogleSignInEnabled()).toBe(false);
    setRuntimeConfig({ ...defaultRuntimeConfig(), googleClientId: '   ' });
    expect(isGoogleSignInEnabled()).toBe(false);
    setRuntimeConfig({ ...defaultRuntimeConfig(), googleClientId: '123-abc.apps.googleusercontent.com' });
    expect(isGoogleSignInEnabled()).toBe(true);
  });
});
