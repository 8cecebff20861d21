/**
 * GeoNames names most first-level regions in English; the site lists them as their countries
 * do (spec §9 region labels). These are the ones that differ, GeoNames name → the site's name,
 * per country. Regions whose names agree (after accents, case and "Region"/"Province" words are
 * set aside) need no entry.
 */
export const GEONAMES_REGION_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  NL: {
    'North Brabant': 'Noord-Brabant',
    'North Holland': 'Noord-Holland',
    'South Holland': 'Zuid-Holland',
  },
  BE: { 'Brussels Capital': 'Brussel' },
  FR: {
    Brittany: 'Bretagne',
    Corsica: 'Corse',
    Normandy: 'Normandie',
    'New Aquitaine': 'Nouvelle-Aquitaine',
  },
  IT: {
    Basilicate: 'Basilicata',
    Lombardy: 'Lombardia',
    'The Marches': 'Marche',
    Piedmont: 'Piemonte',
    Apulia: 'Puglia',
    Sardinia: 'Sardegna',
    Sicily: 'Sicilia',
    Tuscany: 'Toscana',
  },
  ES: {
    Andalusia: 'Andalucía',
    'Balearic Islands': 'Islas Baleares',
    'Canary Islands': 'Canarias',
    'Castille-La Mancha': 'Castilla-La Mancha',
    'Castille and León': 'Castilla y León',
    Catalonia: 'Cataluña',
    Valencia: 'Comunidad Valenciana',
    'Basque Country': 'País Vasco',
  },
  DE: {
    Bavaria: 'Bayern',
    'State of Berlin': 'Berlin',
    Hesse: 'Hessen',
    'Lower Saxony': 'Niedersachsen',
    'North Rhine-Westphalia': 'Nordrhein-Westfalen',
    Saxony: 'Sachsen',
    'Saxony-Anhalt': 'Sachsen-Anhalt',
    Thuringia: 'Thüringen',
  },
  AT: {
    Carinthia: 'Kärnten',
    'Lower Austria': 'Niederösterreich',
    'Upper Austria': 'Oberösterreich',
    Styria: 'Steiermark',
    Tyrol: 'Tirol',
    Vienna: 'Wien',
  },
  PL: {
    'Lower Silesia': 'Dolnośląskie',
    Lublin: 'Lubelskie',
    Lubusz: 'Lubuskie',
    'Łódź Voivodeship': 'Łódzkie',
    'Lesser Poland': 'Małopolskie',
    Mazovia: 'Mazowieckie',
    'Opole Voivodeship': 'Opolskie',
    Subcarpathia: 'Podkarpackie',
    Podlasie: 'Podlaskie',
    Pomerania: 'Pomorskie',
    Silesia: 'Śląskie',
    'Warmia-Masuria': 'Warmińsko-Mazurskie',
    'Greater Poland': 'Wielkopolskie',
    'West Pomerania': 'Zachodniopomorskie',
  },
  CH: { Geneva: 'Genève', Grisons: 'Graubünden', Lucerne: 'Luzern', 'Saint Gallen': 'St. Gallen' },
  DK: {
    'Capital Region': 'Hovedstaden',
    'Central Jutland': 'Midtjylland',
    'North Denmark': 'Nordjylland',
    Zealand: 'Sjælland',
    'South Denmark': 'Syddanmark',
  },
  FI: {
    Lapland: 'Lappi',
    'North Ostrobothnia': 'Pohjois-Pohjanmaa',
    'Central Ostrobothnia': 'Keski-Pohjanmaa',
    Ostrobothnia: 'Pohjanmaa',
    'South Ostrobothnia': 'Etelä-Pohjanmaa',
    'Central Finland': 'Keski-Suomi',
    'North Karelia': 'Pohjois-Karjala',
    'North Savo': 'Pohjois-Savo',
    'South Savo': 'Etelä-Savo',
    'South Karelia': 'Etelä-Karjala',
    'Southwest Finland': 'Varsinais-Suomi',
    Åland: 'Ahvenanmaa',
  },
};

/**
 * Towns GeoNames' main name spells otherwise than members and the site do (exonyms, a longer
 * official name), local name → GeoNames name, per country: for placing a member at their town
 * (issue 25 §1 distances). Names that agree need no entry.
 */
export const GEONAMES_TOWN_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  AT: {
    Wien: 'Vienna',
    Klagenfurt: 'Klagenfurt am Wörthersee',
    'St. Pölten': 'Sankt Pölten',
  },
  BE: { Brussel: 'Brussels', Bruxelles: 'Brussels', Oostende: 'Ostend' },
  CH: { 'St. Gallen': 'Sankt Gallen', Sion: 'Sitten' },
  DE: { München: 'Munich' },
  DK: { København: 'Copenhagen', Aarhus: 'Århus' },
  ES: { 'Las Palmas': 'Las Palmas de Gran Canaria', 'San Sebastián': 'Donostia / San Sebastián' },
  IT: {
    Roma: 'Rome',
    Milano: 'Milan',
    Napoli: 'Naples',
    Torino: 'Turin',
    Firenze: 'Florence',
    Venezia: 'Venice',
    Genova: 'Genoa',
  },
  NL: { 'Den Haag': 'The Hague', Almere: 'Almere Stad' },
  NO: { Bærum: 'Sandvika' },
  PL: { Warszawa: 'Warsaw' },
  US: { 'New York': 'New York City' },
};
