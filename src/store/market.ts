/**
 * Market settings are data (markets/<id>.json). The build setting VITE_MARKET picks one; adding a
 * market means adding its JSON file, schemas, regions and locale entries, not code.
 */
export interface Market {
  id: string;
  currency: string;
  callingCode: string;
  iso: string;
  nationalNumberLength: number;
  languages: Array<'en' | 'sw' | 'es'>;
  packageName: string;
  appName: string;
}

const markets = import.meta.glob<Market>('../../markets/*.json', { eager: true, import: 'default' });

function pick(id: string): Market {
  const found = markets[`../../markets/${id}.json`];
  if (!found) throw new Error(`Unknown market "${id}": add markets/${id}.json`);
  return found;
}

export const market: Market = pick(import.meta.env.VITE_MARKET || 'tz');
