import { useLocation } from 'react-router-dom';
import { serverRenderThenHydrate } from './server-render-then-hydrate';

function Where({ side }: { side: string }) {
  return (
    <p>
      {side} at {useLocation().pathname}
    </p>
  );
}

describe('serverRenderThenHydrate', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates the same page without a problem, at the path under the basename', async () => {
    const { html, container, problems, unmount } = await serverRenderThenHydrate({
      server: <Where side="page" />,
      browser: <Where side="page" />,
      path: '/stud/contact',
      basename: '/stud',
    });
    expect(html).toContain('/contact');
    expect(container).toHaveTextContent('page at /contact');
    expect(problems).toEqual([]);
    unmount();
  });

  it('reports a browser render that differs from the server’s', async () => {
    const { problems, unmount } = await serverRenderThenHydrate({
      server: <Where side="server" />,
      browser: <Where side="browser" />,
      path: '/',
    });
    expect(problems.join('\n')).toMatch(/hydrat/i);
    unmount();
  });
});
