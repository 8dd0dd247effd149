// Frozen seed rows for migration 1763886000100 (never edited once landed). Descriptions are our own
// short texts. Street addresses of the pickup points are operations' to fill in (a later migration).

export interface PickupLocationRow {
  id: string;
  names: [string, string, string];
  district: string;
  regionId: number;
  districtId: number;
  extendedHours: boolean;
}

/** The seven pickup points of spec §2 with their districts; Tuen Mun and Wan Chai keep longer hours. */
export const PICKUP_LOCATION_ROWS: PickupLocationRow[] = [
  { id: 'bns-hq', names: ['BNS Kwai Hing (HQ)', 'BNS 葵興 (總部)', 'BNS 葵興 (總部)'], district: 'Kwai Hing', regionId: 3, districtId: 10, extendedHours: false },
  { id: 'bns-kf', names: ['BNS Kwai Fong', 'BNS 葵芳', 'BNS 葵芳'], district: 'Kwai Fong', regionId: 3, districtId: 10, extendedHours: false },
  { id: 'bns-lck', names: ['BNS Lai Chi Kok', 'BNS 荔枝角', 'BNS 荔枝角'], district: 'Lai Chi Kok', regionId: 2, districtId: 6, extendedHours: false },
  { id: 'elink-kt', names: ['eLink Kwun Tong', 'eLink 觀塘', 'eLink 觀塘'], district: 'Kwun Tong', regionId: 2, districtId: 9, extendedHours: false },
  { id: 'elink-mk', names: ['eLink Mong Kok', 'eLink 旺角', 'eLink 旺角'], district: 'Mong Kok', regionId: 2, districtId: 5, extendedHours: false },
  { id: 'elink-tm', names: ['eLink Tuen Mun', 'eLink 屯門', 'eLink 屯門'], district: 'Tuen Mun', regionId: 3, districtId: 12, extendedHours: true },
  { id: 'elink-wc', names: ['eLink Wan Chai', 'eLink 灣仔', 'eLink 灣仔'], district: 'Wan Chai', regionId: 1, districtId: 2, extendedHours: true },
];

export const STANDARD_HOURS = [
  { days: 'Mon-Fri', open: '12:00', close: '19:00' },
  { days: 'Sat', open: '12:00', close: '17:00' },
];
export const EXTENDED_HOURS = [
  { days: 'Mon-Fri', open: '12:00', close: '20:00' },
  { days: 'Sat', open: '12:00', close: '19:00' },
];
export const STANDARD_HOURS_TEXT = 'Mon-Fri 12pm-7pm, Sat 12pm-5pm. Closed on Sundays and public holidays.';
export const EXTENDED_HOURS_TEXT = 'Mon-Fri 12pm-8pm, Sat 12pm-7pm. Closed on Sundays and public holidays.';

/** [region, name, url, categories, description]. Categories use the spec's featured-shop keys. */
export const FEATURED_SHOP_ROWS: Array<[string, string, string, string[], string]> = [
  ['us', "Carter's", 'https://www.carters.com', ['BabyAndKid'], 'Soft everyday outfits, pyjamas and bodysuits for babies and young children.'],
  ['us', "OshKosh B'gosh", 'https://www.oshkosh.com', ['BabyAndKid'], 'Hard-wearing play clothes for toddlers, best known for denim dungarees.'],
  ['us', 'Anthropologie', 'https://www.anthropologie.com', ['Women', 'Lifestyle'], 'Relaxed, artsy womenswear alongside homeware and small gifts.'],
  ['us', 'J.Crew', 'https://www.jcrew.com', ['Women', 'Men'], 'Classic American basics: knitwear, chinos and shirts for work or weekends.'],
  ['us', "Levi's", 'https://www.levi.com', ['Men', 'Women'], 'Jeans, denim jackets and tees from the label that made denim famous.'],
  ['us', 'Sephora', 'https://www.sephora.com', ['HealthAndBeauty'], 'Make-up, skincare and fragrance from a very wide range of labels.'],
  ['us', 'Ulta Beauty', 'https://www.ulta.com', ['HealthAndBeauty'], 'Drugstore and prestige beauty side by side, often with US-only sets.'],
  ['us', 'REI', 'https://www.rei.com', ['SportAndOutdoor'], 'Hiking, camping and climbing kit chosen by an outdoor co-operative.'],
  ['us', 'Nike', 'https://www.nike.com', ['SportAndOutdoor', 'Men', 'Women'], 'Running shoes, training wear and US colourways that sell out fast.'],
  ['us', 'Best Buy', 'https://www.bestbuy.com', ['HomeAndTech'], 'Gadgets, computers, cameras and small appliances at US prices.'],
  ['us', 'Williams Sonoma', 'https://www.williams-sonoma.com', ['HomeAndTech', 'Lifestyle'], 'Serious cookware, bakeware and table settings for home cooks.'],
  ['us', 'Coach', 'https://www.coach.com', ['Accessories'], 'Leather bags, wallets and small leather goods with New York roots.'],
  ['us', 'Kate Spade', 'https://www.katespade.com', ['Accessories', 'Women'], 'Playful handbags, jewellery and dresses with bold colour.'],
  ['us', 'Urban Outfitters', 'https://www.urbanoutfitters.com', ['Lifestyle'], 'Street-style clothing, vinyl, room decor and quirky gifts.'],
  ['us', 'Barnes & Noble', 'https://www.barnesandnoble.com', ['Books'], 'New releases, signed editions, stationery and board games.'],
  ['us', "Macy's", 'https://www.macys.com', ['Mall'], 'Department store covering fashion, beauty and home in one basket.'],
  ['us', 'Nordstrom', 'https://www.nordstrom.com', ['Mall', 'Women', 'Men'], 'Upscale department store with a deep shoe and designer selection.'],
  ['us', 'Ghirardelli', 'https://www.ghirardelli.com', ['Food'], 'San Francisco chocolate squares, baking bars and gift tins.'],
  ['us', "See's Candies", 'https://www.sees.com', ['Food'], 'Boxed chocolates and lollipops from a long-standing Californian candy maker.'],
  ['us', 'Etsy', 'https://www.etsy.com', ['Others'], 'Handmade, vintage and one-off pieces from independent makers.'],
  ['us', 'Amazon', 'https://www.amazon.com', ['Others', 'Mall'], 'A marketplace for nearly anything not found elsewhere.'],
  ['hk', 'HKTVmall', 'https://www.hktvmall.com', ['Mall', 'Food', 'HomeAndTech'], 'Local online mall for groceries, household goods and electronics.'],
  ['hk', 'Lane Crawford', 'https://www.lanecrawford.com.hk', ['Women', 'Men', 'Mall'], 'Luxury department store with international designer collections.'],
  ['hk', 'I.T', 'https://www.ithk.com', ['Women', 'Men'], 'Multi-brand fashion from Japanese, European and local labels.'],
  ['hk', 'Giordano', 'https://www.giordano.com.hk', ['Men', 'Women'], 'Affordable everyday basics: polos, tees and chinos.'],
  ['hk', 'Mothercare', 'https://www.mothercare.com.hk', ['BabyAndKid'], 'Nursery gear, baby clothes and feeding essentials.'],
  ['hk', 'Bumps to Babes', 'https://www.bumpstobabes.com', ['BabyAndKid'], 'Prams, car seats and maternity items chosen for small homes.'],
  ['hk', 'Mannings', 'https://www.mannings.com.hk', ['HealthAndBeauty'], 'Pharmacy and personal care with many Asian skincare brands.'],
  ['hk', 'Watsons', 'https://www.watsons.com.hk', ['HealthAndBeauty'], 'Health, beauty and toiletries with frequent bundle offers.'],
  ['hk', 'Decathlon', 'https://www.decathlon.com.hk', ['SportAndOutdoor'], 'Good-value gear for dozens of sports, from hiking to swimming.'],
  ['hk', 'Fortress', 'https://www.fortress.com.hk', ['HomeAndTech'], 'Electronics and home appliances with local warranty support.'],
  ['hk', 'Broadway', 'https://www.broadway.com.hk', ['HomeAndTech'], 'Phones, cameras and audio gear with frequent promotions.'],
  ['hk', 'Chow Tai Fook', 'https://www.chowtaifook.com', ['Accessories'], 'Gold, diamond and gem jewellery from a well-known jeweller.'],
  ['hk', 'G.O.D.', 'https://god.com.hk', ['Lifestyle'], 'Homeware and gifts with a witty Hong Kong design twist.'],
  ['hk', 'LOG-ON', 'https://www.log-on.com', ['Lifestyle', 'HomeAndTech'], 'Design-led gadgets, stationery and travel accessories.'],
  ['hk', 'Commercial Press', 'https://www.cp1897.com.hk', ['Books'], 'Chinese and English titles, textbooks and stationery.'],
  ['hk', 'Joint Publishing', 'https://www.jointpublishing.com', ['Books'], 'Local publisher and bookshop for Hong Kong history and culture.'],
  ['hk', 'Kee Wah Bakery', 'https://www.keewah.com', ['Food'], 'Traditional Chinese pastries, wife cakes and festive gift boxes.'],
];

/** Prohibited-item categories in the spec's order: [key, English title]. */
export const PROHIBITED_CATEGORY_ROWS: Array<[string, string]> = [
  ['arts_and_culture', 'Arts and Culture'],
  ['food_and_health', 'Food and Health'],
  ['nature_science_technology', 'Nature, Science and Technology'],
  ['luxury_and_entertainment', 'Luxury and Entertainment'],
  ['special_items', 'Special items'],
  ['dangerous_goods', 'Dangerous goods'],
  ['others', 'Others'],
];

/** [category, name (key), title, scope (all | usa), description]. */
export const PROHIBITED_ITEM_ROWS: Array<[string, string, string, string, string]> = [
  ['arts_and_culture', 'artworks', 'Artworks and antiques', 'all', 'Original art and antiques need export papers and special insurance we cannot arrange.'],
  ['arts_and_culture', 'religious_materials', 'Religious materials', 'all', 'Relics and ceremonial objects may be refused by customs at either end.'],
  ['food_and_health', 'masks', 'Masks in bulk', 'all', 'Large quantities of face masks count as commercial medical supplies.'],
  ['food_and_health', 'perishable_goods', 'Perishable goods', 'all', 'Anything that spoils within the weeks a parcel spends in transit.'],
  ['food_and_health', 'meat', 'Meat and meat products', 'all', 'Fresh, dried or canned meat is held by animal-health controls.'],
  ['food_and_health', 'honey', 'Honey', 'all', 'Bee products are restricted by import rules on animal products.'],
  ['food_and_health', 'tea', 'Loose tea', 'all', 'Plant matter that customs may hold for inspection.'],
  ['food_and_health', 'coffee', 'Coffee beans', 'all', 'Unroasted or loose beans fall under plant import rules.'],
  ['food_and_health', 'nuts', 'Nuts and seeds', 'all', 'Raw nuts and seeds can carry pests and are often refused.'],
  ['food_and_health', 'pet_food', 'Pet food', 'usa', 'US-made pet food containing animal products cannot leave on our routes.'],
  ['food_and_health', 'medicines', 'Medicines', 'all', 'Prescription and many over-the-counter drugs need a licence to import.'],
  ['nature_science_technology', 'animal_parts', 'Animal parts', 'all', 'Ivory, fur, shells and anything covered by wildlife-trade rules.'],
  ['nature_science_technology', 'animals', 'Live animals', 'all', 'No living creature of any size can travel as a parcel.'],
  ['nature_science_technology', 'plants', 'Plants and seeds for planting', 'all', 'Live plants need phytosanitary certificates.'],
  ['nature_science_technology', 'soil', 'Soil and sand', 'all', 'Earth can carry organisms that biosecurity rules keep out.'],
  ['nature_science_technology', 'batteries', 'Loose batteries', 'all', 'Lithium cells on their own are dangerous goods on passenger flights.'],
  ['nature_science_technology', 'sim_cards', 'SIM cards', 'all', 'Carriers refuse activated SIM cards as a fraud risk.'],
  ['nature_science_technology', 'remote_controlled', 'Remote-controlled devices', 'usa', 'Drones and radio-controlled toys need radio approval after export from the US.'],
  ['nature_science_technology', 'magnets', 'Strong magnets', 'usa', 'Magnetised items can upset aircraft instruments and need special packing.'],
  ['luxury_and_entertainment', 'tobacco', 'Tobacco and e-cigarettes', 'all', 'Tobacco is dutiable and e-cigarettes are banned in Hong Kong.'],
  ['luxury_and_entertainment', 'gambling_products', 'Gambling products', 'all', 'Gaming machines and gambling devices are not allowed in.'],
  ['luxury_and_entertainment', 'alcohol', 'Alcohol', 'all', 'Spirits and wine are liquids with carrier and duty limits.'],
  ['luxury_and_entertainment', 'fragrance', 'Perfume and fragrance', 'usa', 'Alcohol-based perfume is flammable and limited on flights from the US.'],
  ['luxury_and_entertainment', 'pornographic_material', 'Pornographic material', 'all', 'Obscene articles are controlled under Hong Kong law.'],
  ['special_items', 'cash', 'Cash and valuables', 'all', 'Banknotes, coins, cheques and bearer instruments cannot be shipped.'],
  ['special_items', 'licensed_goods', 'Licensed goods', 'all', 'Items that need an import or export licence, such as strategic goods.'],
  ['special_items', 'counterfeits', 'Counterfeit goods', 'all', 'Fakes and replicas are seized and may lead to prosecution.'],
  ['dangerous_goods', 'corrosives', 'Corrosives', 'all', 'Acids, strong cleaners and anything that eats through packaging.'],
  ['dangerous_goods', 'explosives', 'Explosives and fireworks', 'all', 'Fireworks, flares and ammunition are forbidden outright.'],
  ['dangerous_goods', 'flammables', 'Flammable items', 'all', 'Lighters, fuel, paint, nail polish and other flammable liquids.'],
  ['dangerous_goods', 'compressed_gas', 'Compressed gas', 'all', 'Aerosols, gas canisters and pressurised cylinders.'],
  ['dangerous_goods', 'radioactive', 'Radioactive materials', 'all', 'Any item containing radioactive sources.'],
  ['dangerous_goods', 'guns', 'Guns and replicas', 'all', 'Firearms, parts and realistic imitation guns.'],
  ['dangerous_goods', 'knives', 'Knives and blades', 'all', 'Blades longer than 15 cm and any prohibited weapon.'],
  ['dangerous_goods', 'toxic', 'Toxic substances', 'all', 'Poisons, pesticides and infectious substances.'],
  ['others', 'moldy_parcels', 'Mouldy or damaged parcels', 'all', 'Goods that arrive mouldy or leaking are disposed of for safety.'],
];
