import { isNewer, sharedFilesAtLoad, type RemoteProvided, type ShellLoads } from './shared-at-load';

const remoteBase = 'http://remote.test/auth/mf-manifest.json';
const shellBase = 'http://shell.test/';
const remote = (file: string) => new URL(file, remoteBase).href;
const shell = (file: string) => new URL(file, shellBase).href;

const shellLoads: ShellLoads = {
  react: { version: '19.3.1', eager: true, js: [], shared: [] },
  'shared-ui': { version: '0.1.0', eager: false, js: ['251.js'], shared: ['react'] },
};
const remoteShared: RemoteProvided[] = [
  { name: 'react', version: '19.3.1', assets: { atLoad: { js: ['7923.js'], shared: [] } } },
  { name: 'shared-ui', version: '0.1.0', assets: { atLoad: { js: ['6323.js', '7106.js'], shared: [] } } },
  {
    name: 'shared-ui/final-form',
    version: '0.1.0',
    assets: { atLoad: { js: ['5034.js', '7106.js'], shared: ['react-final-form', 'shared-ui'] } },
  },
  {
    name: 'react-final-form',
    version: '7.0.1',
    assets: { atLoad: { js: ['5235.js'], shared: ['final-form'] } },
  },
  { name: 'final-form', version: '5.0.1', assets: { atLoad: { js: ['3695.js'], shared: [] } } },
];

const filesFor = (needs: string[], loads: ShellLoads = shellLoads, shared = remoteShared) =>
  sharedFilesAtLoad(needs, { shared, baseUrl: remoteBase }, { loads, baseUrl: shellBase });

describe('sharedFilesAtLoad', () => {
  it("takes the shell's copy of what the shell provides and the remote's of the rest, with what each consumes", () => {
    expect(filesFor(['react', 'shared-ui/final-form'])).toEqual([
      remote('5034.js'),
      remote('7106.js'),
      remote('5235.js'),
      shell('251.js'),
      remote('3695.js'),
    ]);
  });

  it("adds nothing for a module the shell already has on the page, whatever the remote's version", () => {
    const newerReact = remoteShared.map((s) => (s.name === 'react' ? { ...s, version: '19.4.0' } : s));
    expect(filesFor(['react'], shellLoads, newerReact)).toEqual([]);
  });

  it("takes the remote's copy when it is newer than the shell's, as the runtime does", () => {
    const newerUi = remoteShared.map((s) => (s.name === 'shared-ui' ? { ...s, version: '0.2.0' } : s));
    expect(filesFor(['shared-ui'], shellLoads, newerUi)).toEqual([remote('6323.js'), remote('7106.js')]);
  });

  it('adds nothing for a module neither side describes (a remote built before atLoad)', () => {
    expect(filesFor(['final-form'], {}, [{ name: 'final-form', version: '5.0.1', assets: {} }])).toEqual([]);
  });
});

describe('isNewer', () => {
  it('compares major, minor and patch as numbers', () => {
    expect(isNewer('0.10.0', '0.9.9')).toBe(true);
    expect(isNewer('1.2.3', '1.2.3')).toBe(false);
    expect(isNewer('1.2.3', '1.3.0')).toBe(false);
    expect(isNewer('not-a-version', '1.0.0')).toBe(false);
  });
});
