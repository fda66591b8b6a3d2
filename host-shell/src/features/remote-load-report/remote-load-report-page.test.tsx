import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storage, type RemoteLoadSummary } from 'shared-contracts';
import { fakeApi, type FakeAnswer, type RouteTable } from 'shared-contracts/testing';
import { aUser } from '../../testing/test-user';
import { renderShell } from '../../testing/render-shell';

const ME = 'GET /api/users/me/';
const SUMMARY = 'GET /api/telemetry/remote-load/summary';

const summary: RemoteLoadSummary = {
  from: '2026-11-21T00:00:00.000Z',
  to: '2026-11-22T00:00:00.000Z',
  remotes: [
    {
      remote: 'shop',
      loads: 10,
      failedLoads: 4,
      failures: 7,
      failuresByKind: { manifest: 1, entry: 4, chunk: 1, timeout: 1, module: 0, other: 0 },
      recoveries: 3,
      failureRate: 0.4,
      recoveryRate: 0.75,
      recoveryMs: { p50: 700, p90: 2_700, p99: 2_970 },
    },
  ],
};

function openReport(answer: RouteTable[string]) {
  storage.set('access', 'access-token');
  storage.set('refresh', 'refresh-token');
  const api = fakeApi({ [ME]: { status: 200, data: aUser({ role: 'editor' }) }, [SUMMARY]: answer });
  renderShell({ brand: 'careapp', path: '/ops/remote-loads', apiClient: api.client });
  return api;
}

beforeEach(() => localStorage.clear());

describe('the remote-load report page', () => {
  it('shows each remote as a row with its failure rate, failure kinds and recovery percentiles', async () => {
    openReport({ status: 200, data: summary });
    const table = await screen.findByRole('table', { name: 'Remote loads, last 24 hours' });
    const row = within(table).getByRole('row', { name: /shop/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '10',
      '4',
      '40.0 %',
      'manifest 1, entry 4, chunk 1, timeout 1',
      '3 (75.0 %)',
      '700 ms',
      '2.7 s',
      '3.0 s',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Remote loads' })).toBeInTheDocument();
  });

  it('asks again for the period the editor picks', async () => {
    const user = userEvent.setup();
    const api = openReport({ status: 200, data: summary });
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    expect(await screen.findByRole('table', { name: 'Remote loads, last 7 days' })).toBeInTheDocument();
    expect(api.sent().filter((request) => request === SUMMARY)).toHaveLength(2);
  });

  it('says so when nothing was reported in the period', async () => {
    openReport({ status: 200, data: { ...summary, remotes: [] } });
    expect(await screen.findByText('No remote loads were reported in this period.')).toBeInTheDocument();
  });

  it('tells a signed-in visitor who is no editor that the page is for editors', async () => {
    openReport({ status: 403, data: { detail: 'Only editors and admins may read remote-load telemetry.' } });
    expect(
      await screen.findByText('Only editors and admins can see remote-load telemetry.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error page with a Retry that asks again when the API does not answer', async () => {
    const user = userEvent.setup();
    let answer: FakeAnswer = 'network-error';
    openReport(() => answer);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    answer = { status: 200, data: summary };
    await user.click(retry);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
