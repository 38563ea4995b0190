import { describe, expect, it } from 'vitest';
import { ADMIN_RESOURCES, RESOURCE_ACTIONS } from '../src/admin/access';
import { invitationBodySchema } from '../src/admin/invitations';
import { permissionSentences, ROLE_PRESETS, rolePreset } from '../src/admin/presets';
import { userPermissionsBodySchema } from '../src/admin/users-api';

describe('role presets', () => {
  it('every preset gives permissions the server accepts, and each preset has a name and a description', () => {
    for (const p of ROLE_PRESETS) {
      expect(userPermissionsBodySchema.safeParse({ permissions: p.permissions }).success, p.id).toBe(true);
      expect(p.name.length, p.id).toBeGreaterThan(2);
      expect(p.description.length, p.id).toBeGreaterThan(20);
    }
  });

  it('says every permission as a sentence, one for manage', () => {
    for (const resource of ADMIN_RESOURCES) {
      for (const action of [...RESOURCE_ACTIONS[resource], 'manage']) {
        const [sentence, ...rest] = permissionSentences([{ resource, actions: [action] }]);
        expect(rest).toEqual([]);
        expect(sentence, `${resource}.${action}`).toMatch(/^[A-Z][a-z]+[ ,]/);
        expect(sentence).not.toContain(':');
      }
    }
    expect(permissionSentences(rolePreset('judge')?.permissions ?? [])).toEqual([
      'Score the delegates of the rounds she is assigned to',
    ]);
    expect(permissionSentences([{ resource: 'payments', actions: ['export', 'read'] }])).toEqual([
      'See the payments and refunds',
      'Download the payments as a spreadsheet',
    ]);
  });

  it('only a judge’s invitation names rounds', () => {
    const base = { email: 'a@b.example', firstName: 'A', lastName: 'B', role: 'editor', permissions: [] };
    const round = '0b6f1f7e-3c1a-4f57-9d39-0d5b9f1f2a11';
    expect(invitationBodySchema.safeParse({ ...base, preset: 'judge', roundIds: [round] }).success).toBe(true);
    expect(invitationBodySchema.safeParse({ ...base, preset: 'finance', roundIds: [round] }).success).toBe(false);
    expect(invitationBodySchema.safeParse({ ...base, preset: 'judge', roundIds: [round, round] }).success).toBe(false);
    expect(invitationBodySchema.parse(base)).toMatchObject({ preset: 'custom', roundIds: [] });
  });
});
