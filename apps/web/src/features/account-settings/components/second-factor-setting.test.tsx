import { SECOND_FACTOR_MESSAGES } from '@cq/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { findListedTexts } from '../../../test/lists';
import { type FakeResponse, mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { SECOND_FACTOR_CODE_WRONG } from '../../../test/users';
import { SecondFactorSetting } from './second-factor-setting';

const status = (enabled: boolean, required: boolean, recoveryCodesLeft = 0): FakeResponse => ({
  body: { success: true, data: { enabled, required, recoveryCodesLeft } },
});
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-ef${i}gh`);
const render = () => renderRoute(<SecondFactorSetting />, { at: '/user/settings', path: '/user/settings' });

beforeEach(() => localStorage.setItem(STORAGE_KEYS.token, 'jwt'));
afterEach(() => vi.unstubAllGlobals());

describe('Two-step sign-in in Account settings', () => {
  it('says when her role requires it, sets it up with the first code and shows the recovery codes once', async () => {
    let current = status(false, true);
    let confirmAnswer: FakeResponse = SECOND_FACTOR_CODE_WRONG;
    const server = mockApi({
      'GET /users/me/second-factor': () => current,
      'POST /users/me/second-factor/setup': () => ({
        body: {
          success: true,
          data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrSvg: '<svg></svg>' },
        },
      }),
      'POST /users/me/second-factor/confirm': () => confirmAnswer,
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your role requires two-step sign-in: set it up here to reach the back office.',
    );
    await user.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('img', { name: 'Picture of your sign-in key' })).toBeInTheDocument();
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    const code = screen.getByLabelText('Code from the app');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.codeWrong)).toBeInTheDocument();

    confirmAnswer = {
      body: { success: true, message: SECOND_FACTOR_MESSAGES.enabled, data: { recoveryCodes: CODES } },
    };
    current = status(true, true, 10);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await findListedTexts()).toEqual(CODES);
    expect(server.callsTo('POST /users/me/second-factor/confirm').map((c) => c.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);

    await user.click(screen.getByRole('button', { name: 'I have kept my codes' }));
    expect(
      await screen.findByText(/On: sign-in asks for a code from your app\. 10 recovery codes left\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
