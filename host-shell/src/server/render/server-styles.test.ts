import { forgetStyles, styleElements, stylesheetsOf } from './server-styles';

const REGISTRY = '__SERVER_STYLES__';
const registry = globalThis as unknown as { [REGISTRY]?: Record<string, Record<string, string>> };

describe('server styles', () => {
  afterEach(() => forgetStyles('probe'));

  it('gives each stylesheet its own element, in the order the server build ran them', () => {
    registry[REGISTRY] = {
      ...registry[REGISTRY],
      probe: { './a.module.css': '.a{color:red}', './b.css': '.b{}' },
    };
    expect(stylesheetsOf('probe')).toEqual(['.a{color:red}', '.b{}']);
    expect(styleElements('probe', stylesheetsOf('probe'), 'n0nce')).toBe(
      '<style nonce="n0nce" data-server-styles="probe">.a{color:red}</style>' +
        '<style nonce="n0nce" data-server-styles="probe">.b{}</style>',
    );
  });

  it('leaves out empty stylesheets and gives none for an app that ran none', () => {
    expect(styleElements('probe', ['', '.c{}'], 'n')).toBe(
      '<style nonce="n" data-server-styles="probe">.c{}</style>',
    );
    expect(stylesheetsOf('never-ran')).toEqual([]);
  });

  it('cannot be ended early by a stylesheet that holds </style', () => {
    const html = styleElements('probe', ['.x::after{content:"</style><script>alert(1)</script>"}'], 'n');
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toContain('<\\/style><script>');
  });
});
