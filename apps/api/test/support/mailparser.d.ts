// The part of mailparser's API the SMTP tests and the journeys use (the package ships no types).
declare module 'mailparser' {
  export interface AddressObject {
    text: string;
  }
  export interface ParsedMail {
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    html: string | false;
    text?: string;
    headers: Map<string, unknown>;
  }
  export function simpleParser(source: Buffer | string): Promise<ParsedMail>;
}
