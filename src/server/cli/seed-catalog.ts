// Reference data for the demo and large seeds: what a Turkish construction company's tool depots hold.

export interface WarehouseSeed {
  name: string;
  location: string;
  description: string;
}

export const WAREHOUSES: WarehouseSeed[] = [
  { name: 'Merkez Depo', location: 'İstanbul, Tuzla', description: 'Ana depo; tüm bölgelere sevkiyat buradan yapılır.' },
  { name: 'Ankara Bölge Deposu', location: 'Ankara, Sincan OSB', description: 'İç Anadolu şantiyelerinin deposu.' },
  { name: 'İzmir Liman Deposu', location: 'İzmir, Alsancak Limanı', description: 'Ege bölgesi ve ihracat sevkiyatları.' },
  { name: 'Bursa Şantiye Deposu', location: 'Bursa, Nilüfer', description: 'Konut projesi şantiye deposu.' },
  { name: 'Antalya Şantiye Deposu', location: 'Antalya, Kepez', description: 'Otel inşaatı şantiye deposu.' },
  { name: 'Kocaeli Sanayi Deposu', location: 'Kocaeli, Gebze OSB', description: 'Fabrika bakım ekiplerinin deposu.' },
  { name: 'Adana Bölge Deposu', location: 'Adana, Seyhan', description: 'Çukurova projeleri.' },
  { name: 'Konya Şantiye Deposu', location: 'Konya, Selçuklu', description: 'Altyapı projesi şantiye deposu.' },
  { name: 'Kayseri Deposu', location: 'Kayseri, Melikgazi', description: 'Orta Anadolu yedek depo.' },
  { name: 'Gaziantep Bölge Deposu', location: 'Gaziantep, Şehitkamil', description: 'Güneydoğu projeleri.' },
  { name: 'Trabzon Liman Deposu', location: 'Trabzon, Ortahisar', description: 'Karadeniz sahil yolu projesi.' },
  { name: 'Samsun Deposu', location: 'Samsun, Tekkeköy', description: 'Karadeniz bölge deposu.' },
];

export const CATEGORIES = [
  'Matkap',
  'Kırıcı',
  'Kırıcı-Delici',
  'Jeneratör',
  'Kaynak Makinesi',
  'Ölçüm Cihazı',
  'İskele',
  'Taşlama',
  'Kompaktör',
  'Karot Makinesi',
  'Basınçlı Yıkama',
] as const;
type Category = (typeof CATEGORIES)[number];

export interface ModelSeed {
  brand: string;
  category: Category;
  model: string;
  /** Serial number prefix of the brand. */
  prefix: string;
}

const m = (brand: string, prefix: string, category: Category, model: string): ModelSeed => ({ brand, category, model, prefix });

export const MODELS: ModelSeed[] = [
  m('Bosch', 'BSH', 'Kırıcı-Delici', 'GBH 2-28 F'),
  m('Bosch', 'BSH', 'Kırıcı-Delici', 'GBH 5-40 DCE'),
  m('Bosch', 'BSH', 'Kırıcı', 'GSH 11 VC'),
  m('Bosch', 'BSH', 'Matkap', 'GSB 18V-55'),
  m('Bosch', 'BSH', 'Taşlama', 'GWS 22-230 JH'),
  m('Bosch', 'BSH', 'Ölçüm Cihazı', 'GLM 50-27 CG'),
  m('Bosch', 'BSH', 'Ölçüm Cihazı', 'GCL 2-50 C'),
  m('Makita', 'MKT', 'Kırıcı-Delici', 'HR2470'),
  m('Makita', 'MKT', 'Kırıcı', 'HM1214C'),
  m('Makita', 'MKT', 'Matkap', 'DHP485'),
  m('Makita', 'MKT', 'Taşlama', 'GA9020'),
  m('Makita', 'MKT', 'Jeneratör', 'EG4550A'),
  m('Hilti', 'HLT', 'Kırıcı', 'TE 1000-AVR'),
  m('Hilti', 'HLT', 'Kırıcı-Delici', 'TE 70-ATC/AVR'),
  m('Hilti', 'HLT', 'Matkap', 'SF 6H-A22'),
  m('Hilti', 'HLT', 'Ölçüm Cihazı', 'PD-E'),
  m('Hilti', 'HLT', 'Ölçüm Cihazı', 'PM 40-MG'),
  m('Hilti', 'HLT', 'Karot Makinesi', 'DD 150-U'),
  m('DeWalt', 'DWT', 'Matkap', 'DCD796'),
  m('DeWalt', 'DWT', 'Kırıcı', 'D25899K'),
  m('DeWalt', 'DWT', 'Taşlama', 'DCG405'),
  m('DeWalt', 'DWT', 'Ölçüm Cihazı', 'DW089LG'),
  m('Stanley', 'STN', 'Ölçüm Cihazı', 'FatMax TLM99'),
  m('Stanley', 'STN', 'Matkap', 'SFMCD711'),
  m('Stanley', 'STN', 'Kırıcı', 'STHM10K'),
  m('Honda', 'HND', 'Jeneratör', 'EU22i'),
  m('Honda', 'HND', 'Jeneratör', 'EM5500CXS'),
  m('Aksa', 'AKS', 'Jeneratör', 'APD 33A'),
  m('Atlas Copco', 'ATC', 'Jeneratör', 'QAS 60'),
  m('Atlas Copco', 'ATC', 'Kırıcı', 'TEX 180 PE'),
  m('Magmaweld', 'MGW', 'Kaynak Makinesi', 'ID 200 ES'),
  m('Magmaweld', 'MGW', 'Kaynak Makinesi', 'RS 400 M'),
  m('Lincoln Electric', 'LNC', 'Kaynak Makinesi', 'Invertec V270-S'),
  m('ESAB', 'ESB', 'Kaynak Makinesi', 'Rogue ES 180i'),
  m('Layher', 'LYH', 'İskele', 'Allround Dikme 2 m'),
  m('Layher', 'LYH', 'İskele', 'Blitz Çelik Platform'),
  m('Leica', 'LCA', 'Ölçüm Cihazı', 'Disto D2'),
  m('Leica', 'LCA', 'Ölçüm Cihazı', 'NA720 Nivo'),
  m('Topcon', 'TPC', 'Ölçüm Cihazı', 'GM-52 Total Station'),
  m('Wacker Neuson', 'WCK', 'Kompaktör', 'BS60-2'),
  m('Wacker Neuson', 'WCK', 'Kompaktör', 'VP1550A'),
  m('Kärcher', 'KRC', 'Basınçlı Yıkama', 'HD 5/15 C'),
];

export const BRANDS = [...new Set(MODELS.map((x) => x.brand))];

export const DEPARTMENTS = [
  'İnşaat',
  'Elektrik',
  'Mekanik Tesisat',
  'Altyapı',
  'Bakım Onarım',
  'İskele Ekibi',
  'Kaynak Atölyesi',
  'Peyzaj',
  'Lojistik',
  'İş Güvenliği',
];

export const REPAIRERS = [
  { name: 'Yıldız Teknik Servis', phone: '2163954410', address: 'Aydınlı Mah. Sanayi Cad. No:14 Tuzla/İstanbul' },
  { name: 'Bosch Yetkili Servis Ankara', phone: '3123948822', address: 'Ostim OSB 1234. Cad. No:8 Yenimahalle/Ankara' },
  { name: 'Ege Makina Tamir', phone: '2324415566', address: '1203/4 Sok. No:22 Yenişehir Konak/İzmir' },
  { name: 'Güven Elektrikli El Aletleri', phone: '2242517733', address: 'Demirtaş OSB Karamehmet Cad. No:5 Osmangazi/Bursa' },
  { name: 'Akdeniz Jeneratör Servisi', phone: '2423314455', address: 'Sanayi Sitesi 3. Blok No:17 Kepez/Antalya' },
  { name: 'Usta Kaynak Servis', phone: '2626581290', address: 'Güzeller OSB Ataş Cad. No:31 Gebze/Kocaeli' },
  { name: 'Anadolu Ölçüm Kalibrasyon', phone: '3322480011', address: 'Büyükkayacık OSB No:9 Selçuklu/Konya' },
  { name: 'Hilti Servis Merkezi', phone: '2165607000', address: 'Kavacık Mah. Ekinciler Cad. No:3 Beykoz/İstanbul' },
];

export const FIRST_NAMES = [
  'Ahmet',
  'Mehmet',
  'Mustafa',
  'Ali',
  'Hüseyin',
  'Hasan',
  'İbrahim',
  'İsmail',
  'Osman',
  'Yusuf',
  'Murat',
  'Ömer',
  'Ramazan',
  'Halil',
  'Süleyman',
  'Abdullah',
  'Mahmut',
  'Recep',
  'Salih',
  'Kemal',
  'Emre',
  'Burak',
  'Serkan',
  'Uğur',
  'Gökhan',
  'Cem',
  'Oğuz',
  'Tolga',
  'Barış',
  'Çağlar',
  'Şükrü',
  'Erdoğan',
  'Ercan',
  'Yavuz',
  'Kadir',
  'Cengiz',
  'Orhan',
  'Sinan',
  'Volkan',
  'Tuncay',
  'Ayşe',
  'Fatma',
  'Emine',
  'Hatice',
  'Zeynep',
  'Elif',
  'Merve',
  'Büşra',
  'Şeyma',
  'Gülşen',
  'Özlem',
  'Derya',
  'Sevgi',
  'Ebru',
  'Tuğba',
  'Esra',
  'Yasemin',
  'Gizem',
  'Çiğdem',
  'İrem',
];

export const LAST_NAMES = [
  'Yılmaz',
  'Kaya',
  'Demir',
  'Şahin',
  'Çelik',
  'Yıldız',
  'Yıldırım',
  'Öztürk',
  'Aydın',
  'Özdemir',
  'Arslan',
  'Doğan',
  'Kılıç',
  'Aslan',
  'Çetin',
  'Kara',
  'Koç',
  'Kurt',
  'Özkan',
  'Şimşek',
  'Polat',
  'Özcan',
  'Korkmaz',
  'Çakır',
  'Erdoğan',
  'Yavuz',
  'Can',
  'Acar',
  'Şen',
  'Aktaş',
  'Güler',
  'Yalçın',
  'Güneş',
  'Bozkurt',
  'Bulut',
  'Keskin',
  'Ünal',
  'Turan',
  'Gül',
  'Özer',
  'Işık',
  'Kaplan',
  'Avcı',
  'Sarı',
  'Tekin',
  'Taş',
  'Köse',
  'Yüksel',
  'Ateş',
  'Aksoy',
  'Uçar',
  'Güngör',
  'Akın',
  'Karakaya',
  'Ekinci',
  'Erdem',
  'Bayram',
  'Başaran',
  'Tunç',
  'Çiftçi',
];

/** Fault reports fitting each category (a welding fault never on a laser level): three each. */
export const FAULT_ISSUES: Record<Category, readonly [string, string, string]> = {
  Matkap: ['Mandren kırık, uç tutmuyor.', 'Kömürler bitmiş, motor kıvılcım atıyor.', 'Akü şarj tutmuyor.'],
  Kırıcı: [
    'Darbe mekanizması çalışmıyor, keski boşta.',
    'Besleme kablosu ezilmiş, yalıtım hasarlı.',
    'Aşırı ısınıyor ve kendiliğinden kapanıyor.',
  ],
  'Kırıcı-Delici': [
    'Darbe mekanizması çalışmıyor, matkap sadece dönüyor.',
    'Mod seçme düğmesi kırık.',
    'Kömürler bitmiş, motor kıvılcım atıyor.',
  ],
  Jeneratör: [
    'Yakıt pompası arızalı, jeneratör çalışıp duruyor.',
    'Çıkış voltajı dengesiz, cihazlar zarar görebilir.',
    'Marş motoru çalışmıyor.',
  ],
  'Kaynak Makinesi': [
    'Kaynak akımı dengesiz, ark sürekli kopuyor.',
    'Pens kablosu yanmış.',
    'Fan çalışmıyor, termik koruma devreye giriyor.',
  ],
  'Ölçüm Cihazı': [
    'Ekran görüntü vermiyor, lazer ışını zayıf.',
    'Kalibrasyon kaymış, ölçümler 5 mm sapıyor.',
    'Pil yuvası kırık, cihaz kapanıyor.',
  ],
  İskele: ['Dikme kaynak yerinden çatlamış.', 'Platform kilidi kırık, güvenli değil.', 'Tekerlek freni tutmuyor.'],
  Taşlama: [
    'Taşlama koruyucu kapağı kırık.',
    'Mil kilidi sıkışmış, disk değiştirilemiyor.',
    'Aşırı titreşim yapıyor, rulman sesi geliyor.',
  ],
  Kompaktör: ['Titreşim plakası çatlak, yağ kaçırıyor.', 'Motor çalışmıyor, gaz teli kopuk.', 'Kayış kopmuş, plaka titreşmiyor.'],
  'Karot Makinesi': ['Karot ucu sıkıştı, şanzıman ses yapıyor.', 'Su bağlantısı kaçırıyor.', 'Kaçak akım rölesi sürekli atıyor.'],
  'Basınçlı Yıkama': ['Pompa basınç yapmıyor, su kaçırıyor.', 'Tabanca tetiği kırık.', 'Hortum rakoru çatlamış.'],
};
export const FAULT_ISSUES_PER_CATEGORY = 3;

/** A valid-looking 11-digit Turkish national id (the official checksum rule) from a 9-digit base. */
export function tcNoFromBase(base: number): string {
  const d = String(100_000_000 + (base % 900_000_000))
    .split('')
    .map(Number);
  const odd = (d[0] ?? 0) + (d[2] ?? 0) + (d[4] ?? 0) + (d[6] ?? 0) + (d[8] ?? 0);
  const even = (d[1] ?? 0) + (d[3] ?? 0) + (d[5] ?? 0) + (d[7] ?? 0);
  const d10 = (((odd * 7 - even) % 10) + 10) % 10;
  const d11 = (d.reduce((a, b) => a + b, 0) + d10) % 10;
  return `${d.join('')}${d10}${d11}`;
}
