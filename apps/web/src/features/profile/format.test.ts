import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { degreeLine, formatHeight, pageantLine, roleLabel } from './format';

describe('height display', () => {
  it('shows a bare number above 50 as feet and inches (centimetres)', () => {
    expect(formatHeight('170')).toBe(`5'7" (170 cm)`);
    expect(formatHeight('175')).toBe(`5'9" (175 cm)`);
    expect(formatHeight('152.4')).toBe(`5'0" (152.4 cm)`);
    expect(formatHeight(' 183 ')).toBe(`6'0" (183 cm)`);
    expect(formatHeight('51')).toBe(`1'8" (51 cm)`);
  });

  it('shows anything else as written', () => {
    for (const v of ['50', '5.7', `5'7"`, '170 cm', '5 ft 9', '']) expect(formatHeight(v)).toBe(v);
    expect(formatHeight(null)).toBe('');
  });

  it('never shows more than 11 inches and rounds to the nearest inch', () => {
    fc.assert(
      fc.property(fc.integer({ min: 51, max: 260 }), (cm) => {
        const match = formatHeight(String(cm)).match(/^(\d+)'(\d+)" \((\d+) cm\)$/);
        expect(match).not.toBeNull();
        const [, ft, inch] = match as RegExpMatchArray;
        expect(Number(inch)).toBeLessThan(12);
        expect(Number(ft) * 12 + Number(inch)).toBe(Math.round(cm / 2.54));
      }),
    );
  });
});

describe('profile lines', () => {
  it("writes a pageant as 'name year - placement', placement Participant by default", () => {
    expect(pageantLine({ name: 'Miss Accra', year: 2023, placement: 'Winner' })).toBe('Miss Accra 2023 - Winner');
    expect(pageantLine({ name: 'Miss Accra', year: 2023, placement: '  ' })).toBe('Miss Accra 2023 - Participant');
    expect(pageantLine({ name: 'Miss Accra', year: null, placement: '' })).toBe('Miss Accra - Participant');
  });

  it("writes education as 'degree in field'", () => {
    expect(degreeLine({ degree: 'BSc', field: 'Biochemistry' })).toBe('BSc in Biochemistry');
    expect(degreeLine({ degree: 'BSc', field: '' })).toBe('BSc');
    expect(degreeLine({ degree: '', field: 'Law' })).toBe('Law');
  });

  it('shows the role, Contestant by default', () => {
    expect(roleLabel(undefined)).toBe('Contestant');
    expect(roleLabel('')).toBe('Contestant');
    expect(roleLabel('user')).toBe('Contestant');
    expect(roleLabel('super_admin')).toBe('Super Admin');
    expect(roleLabel('admin')).toBe('Admin');
  });
});
