/*
 * Real UK postcode districts and their Royal Mail post towns, with the county an address would show. It is the
 * data behind the built-in address directory (docs/address-directory.md): a district listed here answers every
 * well-formed postcode in it. Tokens: 'SW1' one district, 'E1-18' a range (E1 … E18). A district written with a
 * sub-district letter (SW1A, EC1M, W1K) falls back to its district (SW1, EC1, W1).
 */

export interface PostcodeDistrict {
  outward: string
  town: string
  county: string
  /** ISO 3166-1 alpha-2: GB, or JE / GG / IM for the Crown Dependencies. */
  country: string
  /** A locality shown under the street when the post town is an island or a wide area ('St Helier'). */
  locality: string | null
}

type Row = readonly [tokens: string, town: string, county: string, country?: string, locality?: string]

const ROWS: readonly Row[] = [
  // London
  ['E1-18 E20 EC1-4 N1-22 NW1-11 SE1-28 SW1-20 W1-14 WC1-2', 'London', 'Greater London'],
  ['CR0', 'Croydon', 'Greater London'],
  ['KT1-2', 'Kingston upon Thames', 'Greater London'],
  ['TW1-2', 'Twickenham', 'Greater London'],
  // England
  ['M1-23', 'Manchester', 'Greater Manchester'],
  ['SK1-7', 'Stockport', 'Greater Manchester'],
  ['B1-38', 'Birmingham', 'West Midlands'],
  ['CV1-6', 'Coventry', 'West Midlands'],
  ['WV1-11', 'Wolverhampton', 'West Midlands'],
  ['L1-19', 'Liverpool', 'Merseyside'],
  ['LS1-17', 'Leeds', 'West Yorkshire'],
  ['BD1-10', 'Bradford', 'West Yorkshire'],
  ['HD1-5', 'Huddersfield', 'West Yorkshire'],
  ['HX1-3', 'Halifax', 'West Yorkshire'],
  ['WF1-2', 'Wakefield', 'West Yorkshire'],
  ['S1-14', 'Sheffield', 'South Yorkshire'],
  ['DN1-5', 'Doncaster', 'South Yorkshire'],
  ['YO1 YO10 YO23-24 YO26 YO30-31', 'York', 'North Yorkshire'],
  ['HG1-2', 'Harrogate', 'North Yorkshire'],
  ['TS1-8', 'Middlesbrough', 'North Yorkshire'],
  ['HU1-9', 'Hull', 'East Yorkshire'],
  ['NE1-7', 'Newcastle upon Tyne', 'Tyne and Wear'],
  ['SR1-6', 'Sunderland', 'Tyne and Wear'],
  ['DH1', 'Durham', 'County Durham'],
  ['DL1-3', 'Darlington', 'County Durham'],
  ['CA1-3', 'Carlisle', 'Cumbria'],
  ['CA12', 'Keswick', 'Cumbria'],
  ['LA9', 'Kendal', 'Cumbria'],
  ['LA1', 'Lancaster', 'Lancashire'],
  ['PR1-2', 'Preston', 'Lancashire'],
  ['FY1-4', 'Blackpool', 'Lancashire'],
  ['CH1-4', 'Chester', 'Cheshire'],
  ['ST1-4', 'Stoke-on-Trent', 'Staffordshire'],
  ['DE1 DE21-24', 'Derby', 'Derbyshire'],
  ['NG1-11', 'Nottingham', 'Nottinghamshire'],
  ['LE1-5', 'Leicester', 'Leicestershire'],
  ['LN1-6', 'Lincoln', 'Lincolnshire'],
  ['NN1-5', 'Northampton', 'Northamptonshire'],
  ['PE1-4', 'Peterborough', 'Cambridgeshire'],
  ['CB1-5', 'Cambridge', 'Cambridgeshire'],
  ['NR1-7', 'Norwich', 'Norfolk'],
  ['IP1-4', 'Ipswich', 'Suffolk'],
  ['CO1-4', 'Colchester', 'Essex'],
  ['CM1-3', 'Chelmsford', 'Essex'],
  ['LU1-4', 'Luton', 'Bedfordshire'],
  ['MK1-15', 'Milton Keynes', 'Buckinghamshire'],
  ['OX1-4', 'Oxford', 'Oxfordshire'],
  ['RG1-2 RG4-6 RG30-31', 'Reading', 'Berkshire'],
  ['SL4', 'Windsor', 'Berkshire'],
  ['WD17-19 WD24-25', 'Watford', 'Hertfordshire'],
  ['GU1-4', 'Guildford', 'Surrey'],
  ['CT1-2', 'Canterbury', 'Kent'],
  ['BN1-2', 'Brighton', 'East Sussex'],
  ['SO14-19', 'Southampton', 'Hampshire'],
  ['PO1-6', 'Portsmouth', 'Hampshire'],
  ['BH1-11', 'Bournemouth', 'Dorset'],
  ['SP1-2', 'Salisbury', 'Wiltshire'],
  ['SN1-5', 'Swindon', 'Wiltshire'],
  ['BA1-2', 'Bath', 'Somerset'],
  ['BS1-16', 'Bristol', 'Bristol'],
  ['GL1-4', 'Gloucester', 'Gloucestershire'],
  ['GL50-53', 'Cheltenham', 'Gloucestershire'],
  ['CV37', 'Stratford-upon-Avon', 'Warwickshire'],
  ['WR1-5', 'Worcester', 'Worcestershire'],
  ['HR1-4', 'Hereford', 'Herefordshire'],
  ['SY1-3', 'Shrewsbury', 'Shropshire'],
  ['EX1-4', 'Exeter', 'Devon'],
  ['PL1-7', 'Plymouth', 'Devon'],
  ['TQ1-2', 'Torquay', 'Devon'],
  ['TR1', 'Truro', 'Cornwall'],
  ['TR18', 'Penzance', 'Cornwall'],
  // Wales
  ['CF10-11 CF14 CF23-24', 'Cardiff', 'South Glamorgan'],
  ['SA1-6', 'Swansea', 'West Glamorgan'],
  ['NP10 NP19-20', 'Newport', 'Gwent'],
  ['LL11-14', 'Wrexham', 'Clwyd'],
  ['LL30', 'Llandudno', 'Gwynedd'],
  ['LL57', 'Bangor', 'Gwynedd'],
  ['SY23', 'Aberystwyth', 'Dyfed'],
  // Scotland
  ['EH1-17', 'Edinburgh', 'Midlothian'],
  ['G1-46', 'Glasgow', 'Lanarkshire'],
  ['AB10-16 AB24-25', 'Aberdeen', 'Aberdeenshire'],
  ['DD1-5', 'Dundee', 'Angus'],
  ['PH1-2', 'Perth', 'Perthshire'],
  ['FK7-9', 'Stirling', 'Stirlingshire'],
  ['PA1-3', 'Paisley', 'Renfrewshire'],
  ['PA34', 'Oban', 'Argyll'],
  ['KA1-3', 'Kilmarnock', 'Ayrshire'],
  ['KA7-8', 'Ayr', 'Ayrshire'],
  ['DG1-2', 'Dumfries', 'Dumfriesshire'],
  ['TD1', 'Galashiels', 'Selkirkshire'],
  ['IV1-3', 'Inverness', 'Inverness-shire'],
  ['PH22', 'Aviemore', 'Inverness-shire'],
  ['PH33', 'Fort William', 'Inverness-shire'],
  ['KW15', 'Kirkwall', 'Orkney'],
  ['HS1', 'Stornoway', 'Isle of Lewis'],
  // Northern Ireland
  ['BT1-17', 'Belfast', 'County Antrim'],
  ['BT47-48', 'Londonderry', 'County Londonderry'],
  // Crown Dependencies: their own country codes; the post town is the island
  ['JE1-2 JE4', 'Jersey', '', 'JE', 'St Helier'],
  ['JE3', 'Jersey', '', 'JE', 'St Brelade'],
  ['GY1', 'Guernsey', '', 'GG', 'St Peter Port'],
  ['IM1-2', 'Isle of Man', '', 'IM', 'Douglas'],
]

function expand(token: string): string[] {
  const range = /^([A-Z]{1,2})(\d{1,2})-(\d{1,2})$/.exec(token)
  if (!range) return [token]
  const [, area, from, to] = range
  const codes: string[] = []
  for (let n = Number(from); n <= Number(to); n++) codes.push(`${area}${n}`)
  return codes
}

export const POSTCODE_DISTRICTS: ReadonlyMap<string, PostcodeDistrict> = new Map(
  ROWS.flatMap(([tokens, town, county, country = 'GB', locality]) =>
    tokens
      .split(' ')
      .flatMap(expand)
      .map((outward): [string, PostcodeDistrict] => [
        outward,
        { outward, town, county, country, locality: locality ?? null },
      ]),
  ),
)

/** The district of an outward code, falling back from a sub-district (SW1A → SW1). */
export function findDistrict(outward: string): PostcodeDistrict | null {
  const exact = POSTCODE_DISTRICTS.get(outward)
  if (exact) return exact
  const parent = /^([A-Z]{1,2}\d)[A-Z]$/.exec(outward)
  const district = parent ? POSTCODE_DISTRICTS.get(parent[1]!) : undefined
  return district ? { ...district, outward } : null
}
