// Short text summaries for the forecast's current and daypart sections, in the six forecast
// languages of spec §4.2: the only fields `language` changes.
import type { FORECAST_LANGUAGES } from '../../../../shared/api/request/endpoint-params';

export type ForecastLanguage = (typeof FORECAST_LANGUAGES)[number];

type Phrase = 'clear' | 'partly-cloudy' | 'cloudy' | 'rain' | 'sleet' | 'snow' | 'fog' | 'wind';

const PHRASES: Record<ForecastLanguage, Record<Phrase, string>> = {
  en: {
    clear: 'Clear',
    'partly-cloudy': 'Partly cloudy',
    cloudy: 'Cloudy',
    rain: 'Rain',
    sleet: 'Sleet',
    snow: 'Snow',
    fog: 'Fog',
    wind: 'Windy',
  },
  nl: {
    clear: 'Helder',
    'partly-cloudy': 'Half bewolkt',
    cloudy: 'Bewolkt',
    rain: 'Regen',
    sleet: 'Natte sneeuw',
    snow: 'Sneeuw',
    fog: 'Mist',
    wind: 'Winderig',
  },
  de: {
    clear: 'Klar',
    'partly-cloudy': 'Teilweise bewölkt',
    cloudy: 'Bewölkt',
    rain: 'Regen',
    sleet: 'Schneeregen',
    snow: 'Schnee',
    fog: 'Nebel',
    wind: 'Windig',
  },
  fr: {
    clear: 'Dégagé',
    'partly-cloudy': 'Partiellement nuageux',
    cloudy: 'Nuageux',
    rain: 'Pluie',
    sleet: 'Neige fondue',
    snow: 'Neige',
    fog: 'Brouillard',
    wind: 'Venteux',
  },
  es: {
    clear: 'Despejado',
    'partly-cloudy': 'Parcialmente nublado',
    cloudy: 'Nublado',
    rain: 'Lluvia',
    sleet: 'Aguanieve',
    snow: 'Nieve',
    fog: 'Niebla',
    wind: 'Ventoso',
  },
  it: {
    clear: 'Sereno',
    'partly-cloudy': 'Parzialmente nuvoloso',
    cloudy: 'Nuvoloso',
    rain: 'Pioggia',
    sleet: 'Nevischio',
    snow: 'Neve',
    fog: 'Nebbia',
    wind: 'Ventoso',
  },
};

/** The summary for an icon (see conditions.ts `icon`) in `language`. */
export function summaryFor(iconName: string, language: ForecastLanguage): string {
  const phrases = PHRASES[language];
  if (iconName.startsWith('clear')) return phrases.clear;
  if (iconName.startsWith('partly-cloudy')) return phrases['partly-cloudy'];
  switch (iconName) {
    case 'cloudy':
    case 'rain':
    case 'sleet':
    case 'snow':
    case 'fog':
    case 'wind':
      return phrases[iconName];
    default:
      throw new Error(`no summary for icon "${iconName}"`);
  }
}
