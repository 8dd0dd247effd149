// Frozen seed rows for migration 1763886000100. Like the migration itself, never edited once landed:
// later corrections go in a new migration. Names: [base, en, zh_hk, zh_tw]; an empty localized name
// means "use the base name" (the spec's city fallback, applied to every place name).

export type Names = [string, string, string, string];

/** [id, shortcode, calling code, permission, currency, names]. r = requester country/destination, b = buyer country/origin. */
export const COUNTRY_ROWS: Array<[number, string, string, string, string, Names]> = [
  [1, 'us', '+1', 'b', 'USD', ['United States', 'United States', '美國', '美國']],
  [2, 'hk', '+852', 'rb', 'HKD', ['Hong Kong', 'Hong Kong', '香港', '香港']],
  // Taiwan is a warehouse/buyer country but not a destination (spec §3), hence no r.
  [3, 'tw', '+886', 'b', 'TWD', ['Taiwan', 'Taiwan', '台灣', '臺灣']],
  [4, 'mo', '+853', 'r', 'MOP', ['Macau', 'Macau', '澳門', '澳門']],
  [5, 'jp', '+81', 'b', 'JPY', ['Japan', 'Japan', '日本', '日本']],
  [6, 'sg', '+65', '', 'SGD', ['Singapore', 'Singapore', '新加坡', '新加坡']],
  [7, 'my', '+60', '', 'MYR', ['Malaysia', 'Malaysia', '馬來西亞', '馬來西亞']],
  [8, 'ph', '+63', '', 'PHP', ['Philippines', 'Philippines', '菲律賓', '菲律賓']],
  [9, 'cn', '+86', 'b', 'CNY', ['China', 'China', '中國', '中國']],
  [10, 'ca', '+1', '', 'CAD', ['Canada', 'Canada', '加拿大', '加拿大']],
  [11, 'kr', '+82', 'b', 'KRW', ['South Korea', 'South Korea', '韓國', '韓國']],
  [12, 'it', '+39', 'b', 'EUR', ['Italy', 'Italy', '意大利', '義大利']],
  [13, 'uk', '+44', 'b', 'GBP', ['United Kingdom', 'United Kingdom', '英國', '英國']],
  [14, 'au', '+61', 'b', 'AUD', ['Australia', 'Australia', '澳洲', '澳洲']],
  [15, 'th', '+66', 'b', 'THB', ['Thailand', 'Thailand', '泰國', '泰國']],
];

/** [id, country id, names]: HK's three areas and Macau's peninsula and islands. */
export const REGION_ROWS: Array<[number, number, Names]> = [
  [1, 2, ['Hong Kong Island', 'Hong Kong Island', '香港島', '香港島']],
  [2, 2, ['Kowloon', 'Kowloon', '九龍', '九龍']],
  [3, 2, ['New Territories', 'New Territories', '新界', '新界']],
  [4, 4, ['Macau Peninsula', 'Macau Peninsula', '澳門半島', '澳門半島']],
  [5, 4, ['Taipa', 'Taipa', '氹仔', '氹仔']],
  [6, 4, ['Coloane', 'Coloane', '路環', '路環']],
];

/** [id, region id, names]: HK's 18 districts and Macau's parishes. */
export const DISTRICT_ROWS: Array<[number, number, Names]> = [
  [1, 1, ['Central and Western', 'Central and Western', '中西區', '中西區']],
  [2, 1, ['Wan Chai', 'Wan Chai', '灣仔區', '灣仔區']],
  [3, 1, ['Eastern', 'Eastern', '東區', '東區']],
  [4, 1, ['Southern', 'Southern', '南區', '南區']],
  [5, 2, ['Yau Tsim Mong', 'Yau Tsim Mong', '油尖旺區', '油尖旺區']],
  [6, 2, ['Sham Shui Po', 'Sham Shui Po', '深水埗區', '深水埗區']],
  [7, 2, ['Kowloon City', 'Kowloon City', '九龍城區', '九龍城區']],
  [8, 2, ['Wong Tai Sin', 'Wong Tai Sin', '黃大仙區', '黃大仙區']],
  [9, 2, ['Kwun Tong', 'Kwun Tong', '觀塘區', '觀塘區']],
  [10, 3, ['Kwai Tsing', 'Kwai Tsing', '葵青區', '葵青區']],
  [11, 3, ['Tsuen Wan', 'Tsuen Wan', '荃灣區', '荃灣區']],
  [12, 3, ['Tuen Mun', 'Tuen Mun', '屯門區', '屯門區']],
  [13, 3, ['Yuen Long', 'Yuen Long', '元朗區', '元朗區']],
  [14, 3, ['North', 'North', '北區', '北區']],
  [15, 3, ['Tai Po', 'Tai Po', '大埔區', '大埔區']],
  [16, 3, ['Sha Tin', 'Sha Tin', '沙田區', '沙田區']],
  [17, 3, ['Sai Kung', 'Sai Kung', '西貢區', '西貢區']],
  [18, 3, ['Islands', 'Islands', '離島區', '離島區']],
  [19, 4, ['Our Lady of Fatima', 'Our Lady of Fatima', '花地瑪堂區', '花地瑪堂區']],
  [20, 4, ['St. Anthony', 'St. Anthony', '花王堂區', '花王堂區']],
  [21, 4, ['St. Lazarus', 'St. Lazarus', '望德堂區', '望德堂區']],
  [22, 4, ['Cathedral', 'Cathedral', '大堂區', '大堂區']],
  [23, 4, ['St. Lawrence', 'St. Lawrence', '風順堂區', '風順堂區']],
  [24, 5, ['Our Lady of Carmel', 'Our Lady of Carmel', '嘉模堂區', '嘉模堂區']],
  [25, 5, ['Cotai', 'Cotai', '路氹城', '路氹城']],
  [26, 6, ['St. Francis Xavier', 'St. Francis Xavier', '聖方濟各堂區', '聖方濟各堂區']],
];

/** [id, country id, names]: Taiwan's 22 cities/counties (ids 1-22) and US states (ids 101+, English only). */
export const STATE_ROWS: Array<[number, number, Names]> = [
  [1, 3, ['Taipei City', 'Taipei City', '台北市', '臺北市']],
  [2, 3, ['New Taipei City', 'New Taipei City', '新北市', '新北市']],
  [3, 3, ['Taoyuan City', 'Taoyuan City', '桃園市', '桃園市']],
  [4, 3, ['Taichung City', 'Taichung City', '台中市', '臺中市']],
  [5, 3, ['Tainan City', 'Tainan City', '台南市', '臺南市']],
  [6, 3, ['Kaohsiung City', 'Kaohsiung City', '高雄市', '高雄市']],
  [7, 3, ['Keelung City', 'Keelung City', '基隆市', '基隆市']],
  [8, 3, ['Hsinchu City', 'Hsinchu City', '新竹市', '新竹市']],
  [9, 3, ['Chiayi City', 'Chiayi City', '嘉義市', '嘉義市']],
  [10, 3, ['Hsinchu County', 'Hsinchu County', '新竹縣', '新竹縣']],
  [11, 3, ['Miaoli County', 'Miaoli County', '苗栗縣', '苗栗縣']],
  [12, 3, ['Changhua County', 'Changhua County', '彰化縣', '彰化縣']],
  [13, 3, ['Nantou County', 'Nantou County', '南投縣', '南投縣']],
  [14, 3, ['Yunlin County', 'Yunlin County', '雲林縣', '雲林縣']],
  [15, 3, ['Chiayi County', 'Chiayi County', '嘉義縣', '嘉義縣']],
  [16, 3, ['Pingtung County', 'Pingtung County', '屏東縣', '屏東縣']],
  [17, 3, ['Yilan County', 'Yilan County', '宜蘭縣', '宜蘭縣']],
  [18, 3, ['Hualien County', 'Hualien County', '花蓮縣', '花蓮縣']],
  [19, 3, ['Taitung County', 'Taitung County', '台東縣', '臺東縣']],
  [20, 3, ['Penghu County', 'Penghu County', '澎湖縣', '澎湖縣']],
  [21, 3, ['Kinmen County', 'Kinmen County', '金門縣', '金門縣']],
  [22, 3, ['Lienchiang County', 'Lienchiang County', '連江縣', '連江縣']],
  ...[
    'Alabama', 'Alaska', 'Arizona', 'Arkansas', 'California', 'Colorado', 'Connecticut', 'Delaware', 'District of Columbia',
    'Florida', 'Georgia', 'Hawaii', 'Idaho', 'Illinois', 'Indiana', 'Iowa', 'Kansas', 'Kentucky', 'Louisiana', 'Maine',
    'Maryland', 'Massachusetts', 'Michigan', 'Minnesota', 'Mississippi', 'Missouri', 'Montana', 'Nebraska', 'Nevada',
    'New Hampshire', 'New Jersey', 'New Mexico', 'New York', 'North Carolina', 'North Dakota', 'Ohio', 'Oklahoma', 'Oregon',
    'Pennsylvania', 'Rhode Island', 'South Carolina', 'South Dakota', 'Tennessee', 'Texas', 'Utah', 'Vermont', 'Virginia',
    'Washington', 'West Virginia', 'Wisconsin', 'Wyoming',
  ].map((name, index): [number, number, Names] => [101 + index, 1, [name, name, '', '']]),
];

/** [id, state id, names]: districts of Taiwan's larger cities (a subset; the rest follow later). */
export const CITY_ROWS: Array<[number, number, Names]> = [
  [1, 1, ['Zhongzheng District', 'Zhongzheng District', '中正區', '中正區']],
  [2, 1, ['Datong District', 'Datong District', '大同區', '大同區']],
  [3, 1, ['Zhongshan District', 'Zhongshan District', '中山區', '中山區']],
  [4, 1, ['Songshan District', 'Songshan District', '松山區', '松山區']],
  [5, 1, ["Da'an District", "Da'an District", '大安區', '大安區']],
  [6, 1, ['Wanhua District', 'Wanhua District', '萬華區', '萬華區']],
  [7, 1, ['Xinyi District', 'Xinyi District', '信義區', '信義區']],
  [8, 1, ['Shilin District', 'Shilin District', '士林區', '士林區']],
  [9, 1, ['Beitou District', 'Beitou District', '北投區', '北投區']],
  [10, 1, ['Neihu District', 'Neihu District', '內湖區', '內湖區']],
  [11, 1, ['Nangang District', 'Nangang District', '南港區', '南港區']],
  [12, 1, ['Wenshan District', 'Wenshan District', '文山區', '文山區']],
  [13, 2, ['Banqiao District', 'Banqiao District', '板橋區', '板橋區']],
  [14, 2, ['Sanchong District', 'Sanchong District', '三重區', '三重區']],
  [15, 2, ['Zhonghe District', 'Zhonghe District', '中和區', '中和區']],
  [16, 2, ['Yonghe District', 'Yonghe District', '永和區', '永和區']],
  [17, 2, ['Xinzhuang District', 'Xinzhuang District', '新莊區', '新莊區']],
  [18, 2, ['Xindian District', 'Xindian District', '新店區', '新店區']],
  [19, 2, ['Tamsui District', 'Tamsui District', '淡水區', '淡水區']],
  [20, 3, ['Taoyuan District', 'Taoyuan District', '桃園區', '桃園區']],
  [21, 3, ['Zhongli District', 'Zhongli District', '中壢區', '中壢區']],
  [22, 4, ['Xitun District', 'Xitun District', '西屯區', '西屯區']],
  [23, 4, ['Beitun District', 'Beitun District', '北屯區', '北屯區']],
  [24, 4, ['Nantun District', 'Nantun District', '南屯區', '南屯區']],
  [25, 5, ['East District', 'East District', '東區', '東區']],
  [26, 5, ['West Central District', 'West Central District', '中西區', '中西區']],
  [27, 6, ['Sanmin District', 'Sanmin District', '三民區', '三民區']],
  [28, 6, ['Lingya District', 'Lingya District', '苓雅區', '苓雅區']],
  [29, 6, ['Zuoying District', 'Zuoying District', '左營區', '左營區']],
];

/** [id, code, names]: item categories (buyers' expertise and request items). */
export const CATEGORY_ROWS: Array<[number, string, Names]> = [
  [1, 'womens_fashion', ["Women's Fashion", "Women's Fashion", '女裝', '女裝']],
  [2, 'mens_fashion', ["Men's Fashion", "Men's Fashion", '男裝', '男裝']],
  [3, 'baby_and_kids', ['Baby & Kids', 'Baby & Kids', '嬰兒及兒童用品', '嬰幼兒與兒童用品']],
  [4, 'health_and_beauty', ['Health & Beauty', 'Health & Beauty', '健康及美容', '健康與美妝']],
  [5, 'sports_and_outdoors', ['Sports & Outdoors', 'Sports & Outdoors', '運動及戶外', '運動與戶外']],
  [6, 'home_and_tech', ['Home & Electronics', 'Home & Electronics', '家居及電子產品', '居家與3C']],
  [7, 'accessories', ['Accessories', 'Accessories', '配飾', '配件']],
  [8, 'lifestyle', ['Lifestyle', 'Lifestyle', '生活時尚', '生活風格']],
  [9, 'books', ['Books', 'Books', '書籍', '書籍']],
  [10, 'food', ['Food & Snacks', 'Food & Snacks', '食品及零食', '食品與零食']],
  [11, 'others', ['Others', 'Others', '其他', '其他']],
];

/** [id, locale, name, icon, currency]: the five interface languages (spec §1), NTD as shown in the spec's list. */
export const LANGUAGE_ROWS: Array<[number, string, string, string, string]> = [
  [1, 'en-us', 'English (US)', 'us', 'USD'],
  [2, 'en-hk', 'English (HK)', 'hk', 'HKD'],
  [3, 'zh-hk', '繁體中文 (香港)', 'hk', 'HKD'],
  [4, 'zh-tw', '繁體中文 (台灣)', 'tw', 'NTD'],
  [5, 'zh-mo', '繁體中文 (澳門)', 'mo', 'HKD'],
];
