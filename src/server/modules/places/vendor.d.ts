/**
 * Types for the two CommonJS packages behind the embedded geocoder; neither ships its own.
 * Only what the places module uses is declared.
 */
declare module 'zipcodes' {
  export interface ZipRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipRecord>;
    lookup(zip: string | number): ZipRecord | undefined;
    lookupByState(state: string): ZipRecord[];
    lookupByName(city: string, state: string): ZipRecord[];
  };
  export default zipcodes;
}

declare module 'parse-address' {
  export interface ParsedLocation {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
  }
  const parser: {
    parseLocation(address: string): ParsedLocation | null;
  };
  export default parser;
}
