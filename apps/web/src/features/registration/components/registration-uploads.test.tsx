import type { MediaItem } from '@cq/shared';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadRequest } from '../api/upload-file';
import { completeForm } from '../test/fixtures';
import { advance, ID, renderForm, settleToaster, signedInWithDrafts } from '../test/render-form';

/** A controllable uploader: the test moves the progress and ends the upload. */
function fakeUploader() {
  const pending: Array<{ request: UploadRequest; resolve: (m: MediaItem) => void; reject: (e: Error) => void }> = [];
  const uploader = vi.fn(
    (request: UploadRequest) =>
      new Promise<MediaItem>((resolve, reject) => {
        pending.push({ request, resolve, reject });
      }),
  );
  return { uploader, pending };
}

const item = (name: string): MediaItem => ({
  _id: '9d2c6a7e-1111-4a6f-8b62-3c1d4a4d9b22',
  uploadType: 'headshot',
  fileName: name,
  mimeType: 'image/jpeg',
  size: 4096,
  uploadedAt: '2026-03-15T12:00:00.000Z',
  url: '/api/media/9d2c6a7e-1111-4a6f-8b62-3c1d4a4d9b22?expires=1&signature=x',
  expiresAt: '2026-03-15T12:15:00.000Z',
});

async function toMediaStep() {
  for (let i = 0; i < 6; i++) fireEvent.click(screen.getByRole('button', { name: /Next/ }));
  expect(screen.getByText('Step 7 of 8')).toBeInTheDocument();
}
const choose = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(`${label} file`), { target: { files: [file] } });
const jpeg = (name = 'me.jpg', size = 4096) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

beforeEach(() => {
  vi.useFakeTimers();
});
signedInWithDrafts();

describe('uploads', () => {
  it('shows per-file progress and clears it 1 s after the upload ends', async () => {
    const { uploader, pending } = fakeUploader();
    renderForm({ initialForm: { ...completeForm(), headshot: null }, uploader });
    await toMediaStep();
    choose('Headshot', jpeg('portrait.jpg'));
    expect(uploader).toHaveBeenCalledTimes(1);
    expect(pending[0]?.request).toMatchObject({ contestantId: ID, uploadType: 'headshot' });
    const bar = () => screen.queryByRole('progressbar', { name: 'Headshot upload progress' });
    expect(bar()).toHaveAttribute('aria-valuenow', '0');
    act(() => pending[0]?.request.onProgress(40));
    expect(bar()).toHaveAttribute('aria-valuenow', '40');
    act(() => pending[0]?.request.onProgress(100));
    await act(async () => pending[0]?.resolve(item('portrait.jpg')));
    expect(screen.getByText(/portrait\.jpg/)).toBeInTheDocument();
    await advance(999);
    expect(bar()).not.toBeNull();
    await advance(1);
    expect(bar()).toBeNull();
    expect(screen.getByRole('button', { name: 'Replace headshot' })).toBeInTheDocument();
  });

  it('shows the server’s message under the field and clears the progress 1 s later', async () => {
    const { uploader, pending } = fakeUploader();
    renderForm({ initialForm: { ...completeForm(), headshot: null }, uploader });
    await toMediaStep();
    choose('Headshot', jpeg());
    await act(async () => pending[0]?.reject(new Error('Headshot must be a JPEG, PNG or WebP image.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Headshot must be a JPEG, PNG or WebP image.');
    await advance(1000);
    expect(screen.queryByRole('progressbar', { name: 'Headshot upload progress' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Headshot must be a JPEG, PNG or WebP image.');
  });

  it('falls back to "Upload failed. Please try again." when the server gives no message', async () => {
    const { uploader, pending } = fakeUploader();
    renderForm({ initialForm: { ...completeForm(), fullBody: null }, uploader });
    await toMediaStep();
    choose('Full body photo', jpeg());
    await act(async () => pending[0]?.reject(new Error('')));
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed. Please try again.');
  });

  it('checks type and size in the browser first', async () => {
    const { uploader } = fakeUploader();
    renderForm({ initialForm: completeForm(), uploader });
    await toMediaStep();
    choose('Headshot', new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Headshot must be a JPEG, PNG or WebP image.');
    choose(
      'Birth certificate',
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
      'Birth certificate must be 10 MB or smaller.',
    );
    expect(uploader).not.toHaveBeenCalled();
  });

  it('requires the headshot, full body photo and birth certificate, not the video', () => {
    renderForm({ initialForm: { ...completeForm(), headshot: null, fullBody: null, birthCertificate: null } });
    for (let i = 0; i < 7; i++) fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Step 7 of 8')).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Headshot is required',
      'Full body photo is required',
      'Birth certificate is required',
    ]);
  });

  it('alerts when there is no record to upload to', async () => {
    const { uploader } = fakeUploader();
    renderForm({ contestantId: null, initialForm: completeForm(), uploader });
    await settleToaster();
    await toMediaStep();
    choose('Headshot', jpeg());
    await advance(100);
    expect(screen.getByText('Error: Please refresh the page and try again.')).toBeInTheDocument();
    expect(uploader).not.toHaveBeenCalled();
  });
});
