import { z } from 'zod';
import { successEnvelope } from '../api/envelope';
import { COUNTRIES } from '../countries';

/**
 * The country a delegate represents: her nationality's country or her country of residence, as she chooses in
 * her registration (her nationality unless she chooses her residence), until staff confirm one of those two.
 * It is kept and sent as an ISO 3166-1 alpha-2 code; every screen names it in the reader's language.
 */
export const REPRESENTED_COUNTRY_SOURCES = ['nationality', 'residence'] as const;
export type RepresentedCountrySource = (typeof REPRESENTED_COUNTRY_SOURCES)[number];

const CODE_BY_DEMONYM = new Map(COUNTRIES.map((c) => [c.demonym, c.code]));
const CODE_BY_NAME = new Map(COUNTRIES.map((c) => [c.name, c.code]));
const NAME_BY_CODE = new Map(COUNTRIES.map((c) => [c.code, c.name]));

/** The form's two countries she may represent, as codes (null when that answer names no country of the list). */
export interface CountryChoices {
  nationality: string | null;
  residence: string | null;
}

interface CountryAnswers {
  nationality: string;
  residence: string;
  representedCountry?: RepresentedCountrySource | '';
}

export function countryChoices(form: CountryAnswers): CountryChoices {
  return {
    nationality: CODE_BY_DEMONYM.get(form.nationality.trim()) ?? null,
    residence: CODE_BY_NAME.get(form.residence.trim()) ?? null,
  };
}

/** The country her form chooses: her residence when she chose it, else her nationality (either when one is empty). */
export function chosenCountry(form: CountryAnswers): string | null {
  const choices = countryChoices(form);
  return form.representedCountry === 'residence'
    ? (choices.residence ?? choices.nationality)
    : (choices.nationality ?? choices.residence);
}

/** Staff may confirm only one of her form's two countries. */
export function isCountryChoice(form: CountryAnswers, code: string): boolean {
  const choices = countryChoices(form);
  return code === choices.nationality || code === choices.residence;
}

export const representedCountrySchema = z.object({
  /** ISO code, '' when her form names no country yet. */
  code: z.string(),
  confirmed: z.boolean(),
});
export type RepresentedCountry = z.infer<typeof representedCountrySchema>;

/** The country she represents now: the one staff confirmed, else the one her form chooses. */
export function representedCountry(form: CountryAnswers | null, confirmedCode: string | null): RepresentedCountry {
  if (confirmedCode) return { code: confirmedCode, confirmed: true };
  return { code: form ? (chosenCountry(form) ?? '') : '', confirmed: false };
}

/** A country's English name from its code (the code itself when the list does not hold it). */
export function countryNameOf(code: string): string {
  return NAME_BY_CODE.get(code.toUpperCase()) ?? code;
}

export const isCountryCode = (value: string) => NAME_BY_CODE.has(value);

/** Staff confirm the country she represents: one of her form's two (checked against her record by the API). */
export const confirmCountryBodySchema = z.object({
  country: z.string().trim().toUpperCase().refine(isCountryCode, 'Choose a country from the list'),
});
export type ConfirmCountryBody = z.infer<typeof confirmCountryBodySchema>;

export const COUNTRY_MESSAGES = {
  confirmed: 'Country confirmed.',
  notAChoice: 'She may represent only her nationality’s country or her country of residence.',
  noForm: 'Her registration is not submitted yet.',
} as const;

/** What the back office shows of it: the country now, whether staff confirmed it, and the two she may represent. */
export const adminRepresentedCountrySchema = representedCountrySchema.extend({
  confirmedAt: z.string().nullable(),
  choices: z.object({ nationality: z.string().nullable(), residence: z.string().nullable() }),
});
export type AdminRepresentedCountry = z.infer<typeof adminRepresentedCountrySchema>;
export const adminRepresentedCountryResponseSchema = successEnvelope(adminRepresentedCountrySchema);
