import { defaultRuntimeConfig } from '../config/default-runtime-config';
import { resetRuntimeConfig, setRuntimeConfig } from '../config/runtime-config';
import { apiUrl } from './api-url';

afterEach(() => resetRuntimeConfig());

describe('apiUrl', () => {
  it("makes a path the API gave absolute on the API's origin", () => {
    setRuntimeConfig({ ...defaultRuntimeConfig(), apiBaseUrl: 'https://api.example.com/' });
    expect(apiUrl('/media/a.svg')).toBe('https://api.example.com/media/a.svg');
  });

  it('keeps an absolute or data URL as it is', () => {
    setRuntimeConfig({ ...defaultRuntimeConfig(), apiBaseUrl: 'https://api.example.com' });
    expect(apiUrl('https://videos.example.org/v/1')).toBe('https://videos.example.org/v/1');
    expect(apiUrl('data:image/svg+xml;utf8,x')).toBe('data:image/svg+xml;utf8,x');
  });

  it('takes the base from its caller (a server renderer), and keeps the path relative without any', () => {
    expect(apiUrl('/api/x/', 'http://127.0.0.1:8000//')).toBe('http://127.0.0.1:8000/api/x/');
    expect(apiUrl('/api/x/')).toBe('/api/x/');
  });
});
