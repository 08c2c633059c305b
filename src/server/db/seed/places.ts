/**
 * Real places the demo orders run between: hospitals, labs, clinics, pharmacies and bank offices in
 * the four metro areas MedLink serves first, so that maps, distances and prices in the demo look
 * like the real thing. Street, city and ZIP are the places' published addresses; coordinates put
 * the pin on or beside the building (taken from public references, each checked to lie within a
 * few miles of its ZIP's centroid). The demo customers themselves (Sample Pharmacy and the others)
 * are fictional and live in people.ts.
 */

export type Metro = 'houston' | 'dallas' | 'austin' | 'san_antonio';
export type PlaceKind = 'hospital' | 'laboratory' | 'clinic' | 'pharmacy' | 'bank';

export interface Place {
  key: string;
  name: string;
  kind: PlaceKind;
  street: string;
  city: string;
  zip: string;
  latitude: number;
  longitude: number;
  metro: Metro;
}

type Row = [
  key: string,
  name: string,
  kind: PlaceKind,
  street: string,
  city: string,
  zip: string,
  lat: number,
  lng: number,
];

const rows = (metro: Metro, list: Row[]): Place[] =>
  list.map(([key, name, kind, street, city, zip, latitude, longitude]) => ({
    key,
    name,
    kind,
    street,
    city,
    zip,
    latitude,
    longitude,
    metro,
  }));

// One row per place: the list reads (and is checked) as a table, hence the prettier-ignore.
export const PLACES: readonly Place[] = [
  // prettier-ignore
  ...rows('houston', [
    ['methodist', 'Houston Methodist Hospital', 'hospital', '6565 Fannin St', 'Houston', '77030', 29.710434, -95.399635],
    ['md_anderson', 'MD Anderson Cancer Center', 'hospital', '1515 Holcombe Blvd', 'Houston', '77030', 29.707778, -95.3975],
    ['hermann_tmc', 'Memorial Hermann-Texas Medical Center', 'hospital', '6411 Fannin St', 'Houston', '77030', 29.713523, -95.398859],
    ['texas_childrens', "Texas Children's Hospital", 'hospital', '6621 Fannin St', 'Houston', '77030', 29.7077, -95.4016],
    ['st_lukes', "Baylor St. Luke's Medical Center", 'hospital', '6720 Bertner Ave', 'Houston', '77030', 29.7077, -95.4004],
    ['ben_taub', 'Ben Taub Hospital', 'hospital', '1504 Taub Loop', 'Houston', '77030', 29.711883, -95.392419],
    ['va_debakey', 'Michael E. DeBakey VA Medical Center', 'hospital', '2002 Holcombe Blvd', 'Houston', '77030', 29.701476, -95.38787],
    ['st_joseph', 'St. Joseph Medical Center', 'hospital', '1401 St Joseph Pkwy', 'Houston', '77002', 29.74855, -95.37146],
    ['lbj', 'Lyndon B. Johnson Hospital', 'hospital', '5656 Kelley St', 'Houston', '77026', 29.81259, -95.31827],
    ['memorial_city', 'Memorial Hermann Memorial City Medical Center', 'hospital', '921 Gessner Rd', 'Houston', '77024', 29.78111, -95.54411],
    ['methodist_west', 'Houston Methodist West Hospital', 'hospital', '18500 Katy Fwy', 'Houston', '77094', 29.7843, -95.6846],
    ['kelsey_seybold', 'Kelsey-Seybold Clinic Main Campus', 'clinic', '2727 W Holcombe Blvd', 'Houston', '77025', 29.70556, -95.42796],
    ['heb_montrose', 'H-E-B Montrose Market Pharmacy', 'pharmacy', '1701 W Alabama St', 'Houston', '77098', 29.73965, -95.40323],
    ['chase_tower', 'JPMorgan Chase Tower', 'bank', '600 Travis St', 'Houston', '77002', 29.75982, -95.36322],
    ['wells_fargo_plaza', 'Wells Fargo Plaza', 'bank', '1000 Louisiana St', 'Houston', '77002', 29.75746, -95.36893],
    ['fed_houston', 'Federal Reserve Bank of Dallas, Houston Branch', 'bank', '1801 Allen Pkwy', 'Houston', '77019', 29.76052, -95.38277],
    ['hermann_katy', 'Memorial Hermann Katy Hospital', 'hospital', '23900 Katy Fwy', 'Katy', '77494', 29.7875, -95.7863],
    ['methodist_sugar_land', 'Houston Methodist Sugar Land Hospital', 'hospital', '16655 Southwest Fwy', 'Sugar Land', '77479', 29.59613, -95.62311],
    ['hermann_sugar_land', 'Memorial Hermann Sugar Land Hospital', 'hospital', '17500 W Grand Pkwy S', 'Sugar Land', '77479', 29.57856, -95.68699],
    ['hca_southeast', 'HCA Houston Healthcare Southeast', 'hospital', '4000 Spencer Hwy', 'Pasadena', '77504', 29.66087, -95.16635],
    ['hermann_woodlands', 'Memorial Hermann The Woodlands Medical Center', 'hospital', '9250 Pinecroft Dr', 'The Woodlands', '77380', 30.16835, -95.45804],
    ['st_lukes_woodlands', "St. Luke's Health The Woodlands Hospital", 'hospital', '17200 St Lukes Way', 'The Woodlands', '77384', 30.19298, -95.45101],
  ]),
  // prettier-ignore
  ...rows('dallas', [
    ['baylor_dallas', 'Baylor University Medical Center', 'hospital', '3500 Gaston Ave', 'Dallas', '75246', 32.78839, -96.78084],
    ['parkland', 'Parkland Memorial Hospital', 'hospital', '5200 Harry Hines Blvd', 'Dallas', '75235', 32.81046, -96.84017],
    ['utsw_clements', 'UT Southwestern Clements University Hospital', 'hospital', '6201 Harry Hines Blvd', 'Dallas', '75390', 32.8154, -96.8437],
    ['childrens_dallas', "Children's Medical Center Dallas", 'hospital', '1935 Medical District Dr', 'Dallas', '75235', 32.80788, -96.83638],
    ['medical_city_dallas', 'Medical City Dallas', 'hospital', '7777 Forest Ln', 'Dallas', '75230', 32.91094, -96.77256],
    ['presbyterian_dallas', 'Texas Health Presbyterian Hospital Dallas', 'hospital', '8200 Walnut Hill Ln', 'Dallas', '75231', 32.88094, -96.76194],
    ['methodist_dallas', 'Methodist Dallas Medical Center', 'hospital', '1441 N Beckley Ave', 'Dallas', '75203', 32.75954, -96.82368],
    ['fed_dallas', 'Federal Reserve Bank of Dallas', 'bank', '2200 N Pearl St', 'Dallas', '75201', 32.79033, -96.80148],
    ['boa_plaza_dallas', 'Bank of America Plaza', 'bank', '901 Main St', 'Dallas', '75202', 32.77907, -96.80487],
    ['medical_city_plano', 'Medical City Plano', 'hospital', '3901 W 15th St', 'Plano', '75075', 33.02588, -96.76303],
    ['presbyterian_plano', 'Texas Health Presbyterian Hospital Plano', 'hospital', '6200 W Parker Rd', 'Plano', '75093', 33.04456, -96.83601],
    ['jps', 'John Peter Smith Hospital', 'hospital', '1500 S Main St', 'Fort Worth', '76104', 32.72716, -97.32637],
    ['cook_childrens', "Cook Children's Medical Center", 'hospital', '801 7th Ave', 'Fort Worth', '76104', 32.73734, -97.34224],
    ['harris_fort_worth', 'Texas Health Harris Methodist Hospital Fort Worth', 'hospital', '1301 Pennsylvania Ave', 'Fort Worth', '76104', 32.73215, -97.33958],
  ]),
  // prettier-ignore
  ...rows('austin', [
    ['dell_seton', 'Dell Seton Medical Center at The University of Texas', 'hospital', '1500 Red River St', 'Austin', '78701', 30.27598, -97.73419],
    ['st_davids_austin', "St. David's Medical Center", 'hospital', '919 E 32nd St', 'Austin', '78705', 30.29083, -97.72575],
    ['seton_austin', 'Ascension Seton Medical Center Austin', 'hospital', '1201 W 38th St', 'Austin', '78705', 30.30549, -97.74496],
    ['dell_childrens', "Dell Children's Medical Center", 'hospital', '4900 Mueller Blvd', 'Austin', '78723', 30.30457, -97.70642],
    ['dshs_lab', 'Texas DSHS Laboratory', 'laboratory', '1100 W 49th St', 'Austin', '78756', 30.3183, -97.73956],
    ['cpl_austin', 'Clinical Pathology Laboratories', 'laboratory', '9200 Wall St', 'Austin', '78754', 30.36424, -97.66662],
    ['peoples_clinic', "People's Community Clinic", 'clinic', '1101 Camino La Costa', 'Austin', '78752', 30.33063, -97.7033],
    ['frost_austin', 'Frost Bank Tower', 'bank', '401 Congress Ave', 'Austin', '78701', 30.26625, -97.74302],
    ['bsw_round_rock', 'Baylor Scott & White Medical Center Round Rock', 'hospital', '300 University Blvd', 'Round Rock', '78665', 30.56073, -97.65436],
    ['st_davids_round_rock', "St. David's Round Rock Medical Center", 'hospital', '2400 Round Rock Ave', 'Round Rock', '78681', 30.51344, -97.69687],
  ]),
  // prettier-ignore
  ...rows('san_antonio', [
    ['university_sa', 'University Hospital', 'hospital', '4502 Medical Dr', 'San Antonio', '78229', 29.50753, -98.57629],
    ['methodist_sa', 'Methodist Hospital', 'hospital', '7700 Floyd Curl Dr', 'San Antonio', '78229', 29.50669, -98.57078],
    ['ut_health_sa', 'UT Health San Antonio', 'laboratory', '7703 Floyd Curl Dr', 'San Antonio', '78229', 29.50812, -98.57448],
    ['baptist_sa', 'Baptist Medical Center', 'hospital', '111 Dallas St', 'San Antonio', '78205', 29.43175, -98.48952],
    ['christus_childrens_sa', "CHRISTUS Children's", 'hospital', '333 N Santa Rosa St', 'San Antonio', '78207', 29.42806, -98.49796],
    ['frost_tower_sa', 'Frost Tower', 'bank', '111 W Houston St', 'San Antonio', '78205', 29.4264, -98.49425],
    ['fed_san_antonio', 'Federal Reserve Bank of Dallas, San Antonio Branch', 'bank', '402 Dwyer Ave', 'San Antonio', '78204', 29.41843, -98.49442],
  ]),
];

export function formatAddress(place: Pick<Place, 'street' | 'city' | 'zip'>): string {
  return `${place.street}, ${place.city}, TX ${place.zip}`;
}

const byKey = new Map(PLACES.map((p) => [p.key, p]));

export function place(key: string): Place {
  const found = byKey.get(key);
  if (!found) throw new Error(`unknown seed place ${key}`);
  return found;
}

export function placesIn(metro: Metro, kinds?: readonly PlaceKind[]): Place[] {
  return PLACES.filter((p) => p.metro === metro && (!kinds || kinds.includes(p.kind)));
}
