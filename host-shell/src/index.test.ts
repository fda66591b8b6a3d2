import { screen, waitFor } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { showBootFailure } from './boot-failure';

describe('when the shell’s own code cannot load', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('says so instead of leaving a blank page', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./bootstrap', () => {
        throw Object.assign(new Error('Loading chunk 389 failed.'), { name: 'ChunkLoadError' });
      });
      await import('./index');
    });

    await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('reloads the page from its button', async () => {
    const reload = jest.fn();
    showBootFailure(document.getElementById('root') as HTMLElement, reload);

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(reload).toHaveBeenCalledTimes(1);
  });
});
