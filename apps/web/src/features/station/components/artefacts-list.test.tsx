// @vitest-environment happy-dom
// The Charts and Images tab as a member uses it: an image is fetched with their token and shown
// with its alt text, then opened full size and zoomed with the buttons and the keys; a failed image
// says so and loads again on Try again; a document shows its table; source and licence under each.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@osce/shared/messages';
import { setToken } from '../../../stores/app-store';
import { renderWithApp } from '../../../test/dom';
import { ArtefactsList, type Artefact } from './artefacts-list';

const ECG: Artefact = {
  id: 'ecg',
  title: '12-lead ECG on arrival',
  url: '/api/station/3/artefact/003-ecg-arrival.svg',
  alt: '12-lead ECG at 25 mm/s: regular narrow complexes at about 54 per minute.',
  content: null,
  phase: 'reading',
  roles: ['candidate', 'examiner', 'observer'],
  source: 'Drawn for OSCE Studio from the station’s findings',
  licence: 'CC BY 4.0, OSCE Studio',
};

const BLOODS: Artefact = {
  id: 'bloods',
  title: 'Blood results on admission',
  url: null,
  alt: null,
  content:
    '<table><thead><tr><th>Test</th><th>Result</th></tr></thead><tbody><tr><td>Potassium</td><td>6.8 mmol/L</td></tr></tbody></table>',
  phase: 'station',
  roles: ['candidate', 'examiner'],
  source: 'Written for OSCE Studio',
  licence: 'CC BY 4.0, OSCE Studio',
};

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>';

interface ImageCall {
  url: string;
  authorization: string | null;
}

/** Answers the image's address with an SVG, or with the given status; records each call. */
function stubImage(statuses: number[] = []): ImageCall[] {
  const calls: ImageCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      calls.push({ url: String(url), authorization: headers.get('Authorization') });
      const status = statuses[calls.length - 1] ?? 200;
      if (status !== 200) {
        return new Response(JSON.stringify({ message: 'Sorry' }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(SVG, { status, headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  );
  return calls;
}

beforeEach(() => setToken('member-token'));
afterEach(() => setToken(null));

describe('ArtefactsList', () => {
  it('fetches an image with the member’s token and shows it with its alt text and credits', async () => {
    const calls = stubImage();
    renderWithApp(<ArtefactsList artefacts={[ECG]} />);

    expect(screen.getByRole('heading', { name: ECG.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(ECG.title);
    const image = await screen.findByRole('img', { name: ECG.alt! });

    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(calls).toEqual([
      { url: '/api/station/3/artefact/003-ecg-arrival.svg', authorization: 'Bearer member-token' },
    ]);
    expect(screen.getByText(`Source: ${ECG.source}`)).toBeTruthy();
    expect(screen.getByText(`Licence: ${ECG.licence}`)).toBeTruthy();
  });

  it('says when an image fails, and loads it on Try again', async () => {
    stubImage([500]);
    renderWithApp(<ArtefactsList artefacts={[ECG]} />);
    const user = userEvent.setup();

    expect((await screen.findByRole('alert')).textContent).toContain(messages.artefactLoadFailed);
    await user.click(screen.getByRole('button', { name: messages.artefactRetry }));

    expect(await screen.findByRole('img', { name: ECG.alt! })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the image full size, zooms with + and − and the keys, and closes back to the button', async () => {
    stubImage();
    renderWithApp(<ArtefactsList artefacts={[ECG]} />);
    const user = userEvent.setup();
    await screen.findByRole('img', { name: ECG.alt! });
    const open = screen.getByRole('button', { name: /^View full size\W+12-lead ECG on arrival$/ });

    await user.click(open);

    const dialog = screen.getByRole('dialog', { name: ECG.title });
    expect((dialog as HTMLDialogElement).open).toBe(true);
    const zoom = () => dialog.querySelector('output')?.textContent;
    const zoomed = () =>
      dialog.querySelector<HTMLImageElement>('.image-viewer__image')?.style.width ?? '';
    expect(zoom()).toBe('Zoom 100%');
    expect(screen.getByRole('button', { name: messages.imageViewerZoomOut })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: messages.imageViewerZoomIn }));
    expect(zoom()).toBe('Zoom 150%');
    expect(zoomed()).toBe('150%');

    await user.keyboard('+');
    expect(zoom()).toBe('Zoom 200%');
    await user.keyboard('-');
    expect(zoom()).toBe('Zoom 150%');
    await user.keyboard('0');
    expect(zoom()).toBe('Zoom 100%');

    await user.click(screen.getByRole('button', { name: messages.imageViewerClose }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(document.activeElement).toBe(open);
  });

  it('shows a document’s table in a box of its own (scrolling sideways on a phone), with no image fetched', () => {
    const calls = stubImage();
    renderWithApp(<ArtefactsList artefacts={[BLOODS]} />);

    expect(screen.getByRole('heading', { name: BLOODS.title })).toBeTruthy();
    // (Under happy-dom DOMPurify drops the table's elements, keeping their text; a browser keeps
    // the table, and the e2e journey sees it.)
    const document_ = screen.getByRole('heading', { name: BLOODS.title }).parentElement;
    expect(document_?.querySelector('.artefact__document')?.textContent).toContain('6.8 mmol/L');
    expect(screen.getByText(`Source: ${BLOODS.source}`)).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
