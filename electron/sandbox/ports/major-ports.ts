// The world's busiest container and bulk ports by UN/LOCODE (from the published annual
// throughput rankings, rounded to "everyone in shipping knows these"): always size large, so
// the default port list (large only) holds the ports a navigator expects to see first.
export const MAJOR_PORT_LOCODES: ReadonlySet<string> = new Set([
  'CNSHA', // Shanghai
  'SGSIN', // Singapore
  'CNNGB', // Ningbo
  'CNSZX', // Shenzhen
  'CNYTN', // Yantian
  'CNCAN', // Guangzhou
  'CNTAO', // Qingdao
  'CNTXG', // Tianjin Xingang
  'CNTSN', // Tianjin
  'CNXMN', // Xiamen
  'CNDLC', // Dalian
  'HKHKG', // Hong Kong
  'KRPUS', // Busan
  'TWKHH', // Kaohsiung
  'JPTYO', // Tokyo
  'JPYOK', // Yokohama
  'JPKOB', // Kobe
  'MYPKG', // Port Klang
  'MYTPP', // Tanjung Pelepas
  'THLCH', // Laem Chabang
  'VNSGN', // Ho Chi Minh City
  'IDTPP', // Tanjung Priok
  'IDJKT', // Jakarta
  'LKCMB', // Colombo
  'INNSA', // Nhava Sheva
  'INBOM', // Mumbai
  'INMUN', // Mundra
  'PKKHI', // Karachi
  'AEJEA', // Jebel Ali
  'AEDXB', // Dubai
  'OMSLL', // Salalah
  'SAJED', // Jeddah
  'EGPSD', // Port Said
  'MAPTM', // Tanger Med
  'ZADUR', // Durban
  'NLRTM', // Rotterdam
  'BEANR', // Antwerp
  'DEHAM', // Hamburg
  'DEBRV', // Bremerhaven
  'GBFXT', // Felixstowe
  'GBSOU', // Southampton
  'FRLEH', // Le Havre
  'ESVLC', // Valencia
  'ESALG', // Algeciras
  'ITGOA', // Genoa
  'GRPIR', // Piraeus
  'TRAMR', // Ambarli
  'USLAX', // Los Angeles
  'USLGB', // Long Beach
  'USNYC', // New York
  'USSAV', // Savannah
  'USHOU', // Houston
  'USSEA', // Seattle
  'CAVAN', // Vancouver
  'PAMIT', // Manzanillo (Panama)
  'PABLB', // Balboa
  'BRSSZ', // Santos
  'AUMEL', // Melbourne
  'AUSYD', // Sydney
]);
