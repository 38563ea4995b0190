import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAcceptedSize,
  isAcceptedType,
  isRegistrationLocked,
  REGISTRATION_STATUSES,
  registrationStatusLabel,
  UPLOAD_RULES,
  UPLOAD_TYPES,
} from '../src/registration';

describe('registration status labels', () => {
  it('follow the table', () => {
    expect(registrationStatusLabel('payment_pending')).toBe('Payment Pending');
    expect(registrationStatusLabel('preliminary_submitted')).toBe('Submitted / Under Review');
    expect(registrationStatusLabel('preliminary_approved')).toBe('Approved');
    expect(registrationStatusLabel('preliminary_rejected')).toBe('Needs Attention / Needs Review');
    expect(registrationStatusLabel('active')).toBe('Active Participant');
  });

  it('no record is Not Started and any other value In Progress', () => {
    expect(registrationStatusLabel(null)).toBe('Not Started');
    expect(registrationStatusLabel(undefined)).toBe('Not Started');
    expect(registrationStatusLabel('in_progress')).toBe('In Progress');
    const known = new Set<string>([
      'payment_pending',
      'preliminary_submitted',
      'preliminary_approved',
      'preliminary_rejected',
      'active',
    ]);
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((s) => !known.has(s)),
        (s) => {
          expect(registrationStatusLabel(s)).toBe('In Progress');
        },
      ),
    );
  });
});

describe('locking', () => {
  it('only a paid, unsubmitted form or an open edit session can be changed', () => {
    const open = REGISTRATION_STATUSES.flatMap((status) =>
      [false, true]
        .filter((editing) => !isRegistrationLocked(status, editing))
        .map((editing) => `${status}:${editing}`),
    );
    expect(open).toEqual([
      'in_progress:false',
      'in_progress:true',
      'preliminary_submitted:true',
      'preliminary_approved:true',
      'preliminary_rejected:true',
      'active:true',
    ]);
    expect(isRegistrationLocked(null, false)).toBe(true);
  });
});

describe('upload rules', () => {
  it('images JPEG/PNG/WebP ≤ 10 MB, video MP4/WebM/MOV ≤ 200 MB, birth certificate PDF/JPEG/PNG ≤ 10 MB', () => {
    const MB = 1024 * 1024;
    expect(UPLOAD_TYPES).toEqual(['headshot', 'fullBody', 'video', 'birthCertificate']);
    expect(UPLOAD_RULES.headshot.maxBytes).toBe(10 * MB);
    expect(UPLOAD_RULES.video.maxBytes).toBe(200 * MB);
    expect(isAcceptedType('headshot', 'image/webp')).toBe(true);
    expect(isAcceptedType('headshot', 'application/pdf')).toBe(false);
    expect(isAcceptedType('video', 'video/quicktime')).toBe(true);
    expect(isAcceptedType('video', 'image/jpeg')).toBe(false);
    expect(isAcceptedType('birthCertificate', 'application/pdf')).toBe(true);
    expect(isAcceptedType('birthCertificate', 'image/webp')).toBe(false);
    expect(isAcceptedType('fullBody', null)).toBe(false);
  });

  it('accepts sizes from 1 byte up to the limit, inclusive', () => {
    fc.assert(
      fc.property(fc.constantFrom(...UPLOAD_TYPES), fc.integer({ min: -10, max: 300 * 1024 * 1024 }), (type, bytes) => {
        expect(isAcceptedSize(type, bytes)).toBe(bytes > 0 && bytes <= UPLOAD_RULES[type].maxBytes);
      }),
    );
  });
});
