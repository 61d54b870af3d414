/// Well-known places people pin as spots: in every demo city and in many of the world's biggest cities, so a
/// surprise city often has some.
enum DemoSpots {
    /// What a spot is good for, as the `spots.kind` column spells it.
    enum Kind: String {
        case skate, historical, water, nature, food, nightlife, activity, viewpoint
    }

    /// A named place at its real position.
    struct Spot {
        var name: String
        var kind: Kind
        var latitude: Double
        var longitude: Double

        init(_ name: String, _ kind: Kind, _ latitude: Double, _ longitude: Double) {
            self.name = name
            self.kind = kind
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// Each city, named as `Places.place(city:in:)` finds it (the demo cities by their catalog name), with its spots.
    static let cities: [(city: String, spots: [Spot])] = [
        ("San Francisco", [
            Spot("Dolores Park", .nature, 37.7596, -122.4269), Spot("Golden Gate Bridge", .viewpoint, 37.8199, -122.4783),
            Spot("Alcatraz", .historical, 37.8270, -122.4230), Spot("Twin Peaks", .viewpoint, 37.7544, -122.4477),
            Spot("Ferry Building", .food, 37.7955, -122.3937), Spot("Crissy Field", .water, 37.8039, -122.4640),
            Spot("Golden Gate Park", .nature, 37.7694, -122.4862), Spot("Potrero del Sol Skatepark", .skate, 37.7513, -122.4065),
            Spot("SoMa West Skatepark", .skate, 37.7697, -122.4215), Spot("Pier 39", .activity, 37.8087, -122.4098),
            Spot("The Fillmore", .nightlife, 37.7840, -122.4330), Spot("Mission Dolores", .historical, 37.7642, -122.4270),
            Spot("Coit Tower", .viewpoint, 37.8024, -122.4058), Spot("Aquatic Park", .water, 37.8070, -122.4225),
            Spot("Tartine Bakery", .food, 37.7614, -122.4241),
        ]),
        ("Oakland", [
            Spot("Lake Merritt", .water, 37.8024, -122.2580), Spot("Jack London Square", .food, 37.7946, -122.2776),
            Spot("Fox Theater", .nightlife, 37.8080, -122.2705), Spot("Oakland Museum of California", .historical, 37.7986, -122.2642),
            Spot("Morcom Rose Garden", .nature, 37.8145, -122.2520), Spot("Children's Fairyland", .activity, 37.8090, -122.2600),
        ]),
        ("Berkeley", [
            Spot("Berkeley Skatepark", .skate, 37.8700, -122.3015), Spot("Sather Tower", .viewpoint, 37.8721, -122.2578),
            Spot("Tilden Regional Park", .nature, 37.8950, -122.2440), Spot("Berkeley Marina", .water, 37.8650, -122.3140),
            Spot("Cheese Board Collective", .food, 37.8799, -122.2695), Spot("Indian Rock Park", .viewpoint, 37.8925, -122.2727),
            Spot("The UC Theatre", .nightlife, 37.8717, -122.2712),
        ]),
        ("San Jose", [
            Spot("Lake Cunningham Skate Park", .skate, 37.3364, -121.8126), Spot("Winchester Mystery House", .historical, 37.3184, -121.9511),
            Spot("San Pedro Square Market", .food, 37.3361, -121.8945), Spot("The Tech Interactive", .activity, 37.3315, -121.8901),
            Spot("Municipal Rose Garden", .nature, 37.3317, -121.9287), Spot("Happy Hollow Park & Zoo", .activity, 37.3256, -121.8616),
            Spot("SoFA District", .nightlife, 37.3290, -121.8860),
        ]),
        ("Palo Alto", [
            Spot("Stanford Dish", .nature, 37.4090, -122.1790), Spot("Hoover Tower", .viewpoint, 37.4275, -122.1665),
            Spot("HP Garage", .historical, 37.4433, -122.1547), Spot("Palo Alto Baylands", .water, 37.4590, -122.1060),
            Spot("Stanford Shopping Center", .activity, 37.4430, -122.1710), Spot("Palo Alto Farmers Market", .food, 37.4440, -122.1610),
        ]),
        ("New York", [
            Spot("Central Park", .nature, 40.7812, -73.9665), Spot("Brooklyn Bridge", .historical, 40.7061, -73.9969),
            Spot("Empire State Building", .viewpoint, 40.7484, -73.9857), Spot("Chelsea Market", .food, 40.7424, -74.0060),
            Spot("Times Square", .activity, 40.7580, -73.9855), Spot("The High Line", .nature, 40.7480, -74.0048),
            Spot("Blue Note Jazz Club", .nightlife, 40.7307, -74.0006), Spot("Coleman Skatepark", .skate, 40.7110, -73.9930),
            Spot("Chelsea Piers", .water, 40.7465, -74.0085), Spot("Metropolitan Museum of Art", .historical, 40.7794, -73.9632),
        ]),
        ("Chicago", [
            Spot("Cloud Gate", .activity, 41.8827, -87.6233), Spot("Willis Tower Skydeck", .viewpoint, 41.8789, -87.6359),
            Spot("Navy Pier", .activity, 41.8917, -87.6086), Spot("North Avenue Beach", .water, 41.9146, -87.6250),
            Spot("Maxwell Street Market", .food, 41.8757, -87.6443), Spot("Buddy Guy's Legends", .nightlife, 41.8741, -87.6261),
            Spot("Art Institute of Chicago", .historical, 41.8796, -87.6237), Spot("Grant Skate Park", .skate, 41.8665, -87.6225),
            Spot("Garfield Park Conservatory", .nature, 41.8864, -87.7172),
        ]),
        ("Austin", [
            Spot("Barton Springs Pool", .water, 30.2641, -97.7713), Spot("Zilker Park", .nature, 30.2669, -97.7729),
            Spot("Texas State Capitol", .historical, 30.2747, -97.7404), Spot("Sixth Street", .nightlife, 30.2670, -97.7385),
            Spot("Mount Bonnell", .viewpoint, 30.3210, -97.7735), Spot("Franklin Barbecue", .food, 30.2701, -97.7312),
            Spot("Congress Avenue Bridge", .activity, 30.2617, -97.7452), Spot("House Park Skatepark", .skate, 30.2772, -97.7515),
        ]),
        ("Seattle", [
            Spot("Space Needle", .viewpoint, 47.6205, -122.3493), Spot("Pike Place Market", .food, 47.6097, -122.3422),
            Spot("Kerry Park", .viewpoint, 47.6295, -122.3599), Spot("Gas Works Park", .nature, 47.6456, -122.3344),
            Spot("Alki Beach", .water, 47.5810, -122.4090), Spot("Pioneer Square", .historical, 47.6015, -122.3343),
            Spot("Neumos", .nightlife, 47.6140, -122.3196), Spot("Marginal Way Skatepark", .skate, 47.5735, -122.3405),
        ]),
        ("Toronto", [
            Spot("CN Tower", .viewpoint, 43.6426, -79.3871), Spot("St. Lawrence Market", .food, 43.6487, -79.3715),
            Spot("Casa Loma", .historical, 43.6780, -79.4094), Spot("High Park", .nature, 43.6465, -79.4637),
            Spot("Sugar Beach", .water, 43.6436, -79.3665), Spot("Yonge-Dundas Square", .activity, 43.6561, -79.3802),
            Spot("Underpass Park", .skate, 43.6565, -79.3535), Spot("Horseshoe Tavern", .nightlife, 43.6490, -79.3955),
        ]),
        ("London", [
            Spot("Southbank Skatespace", .skate, 51.5067, -0.1165), Spot("Tower of London", .historical, 51.5081, -0.0759),
            Spot("Hyde Park", .nature, 51.5073, -0.1657), Spot("Borough Market", .food, 51.5055, -0.0910),
            Spot("Primrose Hill", .viewpoint, 51.5396, -0.1605), Spot("The Serpentine", .water, 51.5052, -0.1670),
            Spot("Fabric", .nightlife, 51.5196, -0.1025), Spot("British Museum", .historical, 51.5194, -0.1270),
            Spot("London Eye", .activity, 51.5033, -0.1196),
        ]),
        ("Paris", [
            Spot("Louvre", .historical, 48.8606, 2.3376), Spot("Eiffel Tower", .viewpoint, 48.8584, 2.2945),
            Spot("Sacré-Cœur", .viewpoint, 48.8867, 2.3431), Spot("Jardin du Luxembourg", .nature, 48.8462, 2.3372),
            Spot("Canal Saint-Martin", .water, 48.8710, 2.3650), Spot("Place de la République", .skate, 48.8674, 2.3636),
            Spot("L'As du Fallafel", .food, 48.8575, 2.3592), Spot("Rex Club", .nightlife, 48.8707, 2.3477),
            Spot("Notre-Dame", .historical, 48.8530, 2.3499),
        ]),
        ("Berlin", [
            Spot("Brandenburg Gate", .historical, 52.5163, 13.3777), Spot("Tempelhofer Feld", .activity, 52.4730, 13.4030),
            Spot("Mauerpark", .nature, 52.5433, 13.4020), Spot("Skatehalle Berlin", .skate, 52.5075, 13.4540),
            Spot("East Side Gallery", .historical, 52.5050, 13.4397), Spot("Berghain", .nightlife, 52.5111, 13.4430),
            Spot("Fernsehturm", .viewpoint, 52.5208, 13.4094), Spot("Markthalle Neun", .food, 52.5021, 13.4318),
            Spot("Badeschiff", .water, 52.4966, 13.4538),
        ]),
        ("Tokyo", [
            Spot("Shibuya Crossing", .activity, 35.6595, 139.7005), Spot("Meiji Jingu", .historical, 35.6764, 139.6993),
            Spot("Tokyo Tower", .viewpoint, 35.6586, 139.7454), Spot("Shinjuku Gyoen", .nature, 35.6852, 139.7101),
            Spot("Tsukiji Outer Market", .food, 35.6654, 139.7707), Spot("Golden Gai", .nightlife, 35.6938, 139.7046),
            Spot("Miyashita Park", .skate, 35.6618, 139.7020), Spot("Chidorigafuchi", .water, 35.6900, 139.7450),
        ]),
        ("Sydney", [
            Spot("Bondi Beach", .water, -33.8908, 151.2743), Spot("Sydney Opera House", .historical, -33.8568, 151.2153),
            Spot("Royal Botanic Garden", .nature, -33.8642, 151.2166), Spot("Sydney Harbour Bridge", .viewpoint, -33.8523, 151.2108),
            Spot("Bondi Bowl", .skate, -33.8915, 151.2770), Spot("Sydney Fish Market", .food, -33.8730, 151.1920),
            Spot("Taronga Zoo", .activity, -33.8436, 151.2413), Spot("Opera Bar", .nightlife, -33.8587, 151.2125),
        ]),
        ("Mexico City", [
            Spot("Zócalo", .historical, 19.4326, -99.1332), Spot("Chapultepec Castle", .historical, 19.4204, -99.1819),
            Spot("Parque México", .nature, 19.4120, -99.1700), Spot("Lago de Chapultepec", .water, 19.4210, -99.1880),
            Spot("Mercado de San Juan", .food, 19.4309, -99.1447), Spot("Plaza Garibaldi", .nightlife, 19.4407, -99.1393),
            Spot("Torre Latinoamericana", .viewpoint, 19.4339, -99.1406), Spot("Arena México", .activity, 19.4249, -99.1519),
        ]),
        ("Shanghai", [
            Spot("The Bund", .viewpoint, 31.2400, 121.4900), Spot("Yu Garden", .historical, 31.2272, 121.4921),
            Spot("Nanjing Road", .activity, 31.2350, 121.4750), Spot("Fuxing Park", .nature, 31.2170, 121.4680),
            Spot("Nanxiang Steamed Bun Restaurant", .food, 31.2275, 121.4920),
        ]),
        ("Beijing", [
            Spot("Forbidden City", .historical, 39.9163, 116.3972), Spot("Jingshan Park", .viewpoint, 39.9250, 116.3960),
            Spot("Beihai Park", .water, 39.9250, 116.3830), Spot("Wangfujing Snack Street", .food, 39.9110, 116.4100),
            Spot("Sanlitun", .nightlife, 39.9360, 116.4540), Spot("Ritan Park", .nature, 39.9160, 116.4420),
        ]),
        ("Guangzhou", [
            Spot("Canton Tower", .viewpoint, 23.1066, 113.3245), Spot("Shamian Island", .historical, 23.1070, 113.2430),
            Spot("Yuexiu Park", .nature, 23.1390, 113.2650), Spot("Pearl River Night Cruise", .water, 23.1190, 113.2700),
            Spot("Shangxiajiu Pedestrian Street", .food, 23.1190, 113.2440),
        ]),
        ("Istanbul", [
            Spot("Hagia Sophia", .historical, 41.0086, 28.9802), Spot("Galata Tower", .viewpoint, 41.0256, 28.9742),
            Spot("Grand Bazaar", .activity, 41.0107, 28.9681), Spot("Eminönü Ferry Pier", .water, 41.0175, 28.9740),
            Spot("Karaköy Güllüoğlu", .food, 41.0228, 28.9760), Spot("Nevizade Street", .nightlife, 41.0353, 28.9787),
            Spot("Gülhane Park", .nature, 41.0130, 28.9810),
        ]),
        ("Lagos", [
            Spot("Tarkwa Bay Beach", .water, 6.4000, 3.3950), Spot("Freedom Park", .historical, 6.4490, 3.3990),
            Spot("Terra Kulture", .activity, 6.4310, 3.4260), Spot("Third Mainland Bridge", .viewpoint, 6.4900, 3.4000),
        ]),
        ("Mumbai", [
            Spot("Juhu Beach", .water, 19.0980, 72.8265), Spot("Bandra Bandstand", .viewpoint, 19.0430, 72.8190),
            Spot("Powai Lake", .nature, 19.1270, 72.9050), Spot("Mount Mary Church", .historical, 19.0467, 72.8225),
            Spot("Prithvi Theatre", .activity, 19.1060, 72.8260),
        ]),
        ("São Paulo", [
            Spot("Ibirapuera Park", .nature, -23.5874, -46.6576), Spot("Avenida Paulista", .activity, -23.5614, -46.6559),
            Spot("Mercado Municipal", .food, -23.5417, -46.6297), Spot("Pinacoteca", .historical, -23.5343, -46.6339),
            Spot("Terraço Itália", .viewpoint, -23.5455, -46.6434), Spot("Praça Roosevelt", .skate, -23.5480, -46.6450),
            Spot("Rua Augusta", .nightlife, -23.5540, -46.6550),
        ]),
        ("Delhi", [
            Spot("Red Fort", .historical, 28.6562, 77.2410), Spot("Chandni Chowk", .food, 28.6506, 77.2303),
            Spot("Lodhi Garden", .nature, 28.5931, 77.2197), Spot("Connaught Place", .nightlife, 28.6315, 77.2167),
            Spot("Jama Masjid", .viewpoint, 28.6507, 77.2334),
        ]),
        ("Karachi", [
            Spot("Clifton Beach", .water, 24.8000, 67.0300), Spot("Mazar-e-Quaid", .historical, 24.8754, 67.0405),
            Spot("Burns Road Food Street", .food, 24.8590, 67.0180), Spot("Port Grand", .activity, 24.8440, 66.9910),
        ]),
        ("Moscow", [
            Spot("Red Square", .historical, 55.7539, 37.6208), Spot("Gorky Park", .nature, 55.7298, 37.6010),
            Spot("Sparrow Hills", .viewpoint, 55.7100, 37.5450), Spot("Bolshoi Theatre", .activity, 55.7601, 37.6186),
            Spot("Danilovsky Market", .food, 55.7120, 37.6210), Spot("Patriarch's Ponds", .water, 55.7636, 37.5927),
        ]),
        ("Dhaka", [
            Spot("Ahsan Manzil", .historical, 23.7086, 90.4060), Spot("Sadarghat", .water, 23.7060, 90.4100),
            Spot("Ramna Park", .nature, 23.7380, 90.4000), Spot("Haji Biriyani", .food, 23.7180, 90.4050),
        ]),
        ("Seoul", [
            Spot("Gyeongbokgung", .historical, 37.5796, 126.9770), Spot("N Seoul Tower", .viewpoint, 37.5512, 126.9882),
            Spot("Gwangjang Market", .food, 37.5700, 126.9996), Spot("Hongdae", .nightlife, 37.5563, 126.9236),
            Spot("Cheonggyecheon Stream", .water, 37.5690, 126.9780), Spot("Seoul Forest", .nature, 37.5444, 127.0374),
        ]),
        ("Cairo", [
            Spot("Egyptian Museum", .historical, 30.0478, 31.2336), Spot("Khan el-Khalili", .activity, 30.0478, 31.2623),
            Spot("Cairo Tower", .viewpoint, 30.0459, 31.2243), Spot("Al-Azhar Park", .nature, 30.0410, 31.2650),
            Spot("Nile Corniche", .water, 30.0400, 31.2300), Spot("Abou Tarek", .food, 30.0510, 31.2440),
        ]),
        ("Johannesburg", [
            Spot("Constitution Hill", .historical, -26.1890, 28.0420), Spot("Maboneng Precinct", .nightlife, -26.2040, 28.0590),
            Spot("Zoo Lake", .water, -26.1560, 28.0310), Spot("Neighbourgoods Market", .food, -26.1930, 28.0350),
            Spot("Carlton Centre", .viewpoint, -26.2055, 28.0470),
        ]),
        ("Jakarta", [
            Spot("National Monument", .historical, -6.1754, 106.8272), Spot("Gelora Bung Karno", .activity, -6.2183, 106.8024),
            Spot("Jalan Sabang", .food, -6.1850, 106.8240), Spot("SCBD", .nightlife, -6.2250, 106.8080),
            Spot("Taman Suropati", .nature, -6.1990, 106.8320),
        ]),
        ("Bengaluru", [
            Spot("Lalbagh Botanical Garden", .nature, 12.9507, 77.5848), Spot("Bangalore Palace", .historical, 12.9987, 77.5921),
            Spot("Church Street", .nightlife, 12.9750, 77.6030), Spot("VV Puram Food Street", .food, 12.9480, 77.5730),
            Spot("Ulsoor Lake", .water, 12.9820, 77.6200),
        ]),
        ("Hanoi", [
            Spot("Hoan Kiem Lake", .water, 21.0288, 105.8525), Spot("Temple of Literature", .historical, 21.0293, 105.8355),
            Spot("Ta Hien Beer Street", .nightlife, 21.0360, 105.8520), Spot("Train Street", .activity, 21.0300, 105.8430),
            Spot("Bun Cha Huong Lien", .food, 21.0180, 105.8530),
        ]),
        ("Taipei", [
            Spot("Taipei 101", .viewpoint, 25.0340, 121.5645), Spot("Elephant Mountain", .nature, 25.0270, 121.5710),
            Spot("Shilin Night Market", .food, 25.0880, 121.5240), Spot("Chiang Kai-shek Memorial Hall", .historical, 25.0346, 121.5218),
            Spot("Dadaocheng Wharf", .water, 25.0560, 121.5080), Spot("Ximending", .nightlife, 25.0420, 121.5080),
        ]),
        ("Lima", [
            Spot("Plaza Mayor", .historical, -12.0464, -77.0300), Spot("Magic Water Circuit", .water, -12.0700, -77.0340),
            Spot("Barrio Chino", .food, -12.0510, -77.0240), Spot("Parque de la Exposición", .nature, -12.0610, -77.0360),
            Spot("Huaca Pucllana", .historical, -12.1110, -77.0340),
        ]),
        ("Bogotá", [
            Spot("Monserrate", .viewpoint, 4.6058, -74.0560), Spot("Gold Museum", .historical, 4.6019, -74.0720),
            Spot("Zona Rosa", .nightlife, 4.6670, -74.0530), Spot("Paloquemao Market", .food, 4.6160, -74.0870),
            Spot("Simón Bolívar Park", .nature, 4.6580, -74.0930),
        ]),
        ("Hong Kong", [
            Spot("Victoria Peak", .viewpoint, 22.2759, 114.1455), Spot("Star Ferry", .water, 22.2936, 114.1689),
            Spot("Lan Kwai Fong", .nightlife, 22.2810, 114.1555), Spot("Temple Street Night Market", .food, 22.3060, 114.1700),
            Spot("Man Mo Temple", .historical, 22.2840, 114.1500), Spot("Dragon's Back", .nature, 22.2330, 114.2430),
        ]),
        ("Tehran", [
            Spot("Golestan Palace", .historical, 35.6800, 51.4200), Spot("Milad Tower", .viewpoint, 35.7448, 51.3753),
            Spot("Tabiat Bridge", .activity, 35.7530, 51.4210), Spot("Laleh Park", .nature, 35.7130, 51.3900),
        ]),
        ("Rio de Janeiro", [
            Spot("Christ the Redeemer", .viewpoint, -22.9519, -43.2105), Spot("Sugarloaf Mountain", .viewpoint, -22.9492, -43.1545),
            Spot("Copacabana Beach", .water, -22.9711, -43.1822), Spot("Escadaria Selarón", .historical, -22.9153, -43.1791),
            Spot("Lapa", .nightlife, -22.9130, -43.1800), Spot("Jardim Botânico", .nature, -22.9670, -43.2240),
            Spot("Confeitaria Colombo", .food, -22.9050, -43.1780),
        ]),
        ("Singapore", [
            Spot("Gardens by the Bay", .nature, 1.2816, 103.8636), Spot("Marina Bay Sands SkyPark", .viewpoint, 1.2834, 103.8607),
            Spot("Lau Pa Sat", .food, 1.2806, 103.8505), Spot("Siloso Beach", .water, 1.2550, 103.8100),
            Spot("Clarke Quay", .nightlife, 1.2906, 103.8465), Spot("Raffles Hotel", .historical, 1.2949, 103.8545),
            Spot("Somerset Skatepark", .skate, 1.3000, 103.8380),
        ]),
        ("Bangkok", [
            Spot("Grand Palace", .historical, 13.7500, 100.4913), Spot("Mahanakhon SkyWalk", .viewpoint, 13.7230, 100.5280),
            Spot("Chatuchak Weekend Market", .activity, 13.7999, 100.5500), Spot("Lumpini Park", .nature, 13.7310, 100.5410),
            Spot("Khao San Road", .nightlife, 13.7590, 100.4970), Spot("Tha Tien Pier", .water, 13.7460, 100.4920),
            Spot("Yaowarat", .food, 13.7400, 100.5100),
        ]),
        ("Melbourne", [
            Spot("Federation Square", .activity, -37.8180, 144.9691), Spot("Queen Victoria Market", .food, -37.8076, 144.9568),
            Spot("Royal Botanic Gardens Melbourne", .nature, -37.8304, 144.9796), Spot("St Kilda Beach", .water, -37.8679, 144.9740),
            Spot("Riverslide Skate Park", .skate, -37.8197, 144.9740), Spot("Eureka Skydeck", .viewpoint, -37.8214, 144.9646),
            Spot("Chapel Street", .nightlife, -37.8470, 144.9930), Spot("Flinders Street Station", .historical, -37.8183, 144.9671),
        ]),
        ("Saint Petersburg", [
            Spot("Hermitage Museum", .historical, 59.9398, 30.3146), Spot("St. Isaac's Colonnade", .viewpoint, 59.9343, 30.3061),
            Spot("Summer Garden", .nature, 59.9445, 30.3365), Spot("Palace Bridge", .activity, 59.9413, 30.3085),
            Spot("Eliseyev Emporium", .food, 59.9345, 30.3400), Spot("Dumskaya Street", .nightlife, 59.9340, 30.3270),
        ]),
        ("Santiago", [
            Spot("Cerro San Cristóbal", .viewpoint, -33.4250, -70.6330), Spot("La Moneda Palace", .historical, -33.4430, -70.6540),
            Spot("Mercado Central", .food, -33.4330, -70.6510), Spot("Parque Forestal", .nature, -33.4360, -70.6410),
            Spot("Bellavista", .nightlife, -33.4330, -70.6350),
        ]),
        ("Cape Town", [
            Spot("Table Mountain", .viewpoint, -33.9628, 18.4098), Spot("V&A Waterfront", .food, -33.9036, 18.4207),
            Spot("Bo-Kaap", .historical, -33.9210, 18.4140), Spot("Kirstenbosch Garden", .nature, -33.9875, 18.4327),
            Spot("Camps Bay Beach", .water, -33.9510, 18.3770), Spot("Long Street", .nightlife, -33.9230, 18.4170),
        ]),
        ("Nairobi", [
            Spot("Karura Forest", .nature, -1.2380, 36.8340), Spot("Uhuru Park", .water, -1.2900, 36.8170),
            Spot("Nairobi National Museum", .historical, -1.2740, 36.8140), Spot("Westlands", .nightlife, -1.2670, 36.8070),
            Spot("Carnivore", .food, -1.3270, 36.8000), Spot("KICC Rooftop", .viewpoint, -1.2880, 36.8230),
        ]),
        ("Buenos Aires", [
            Spot("Casa Rosada", .historical, -34.6081, -58.3703), Spot("Caminito", .activity, -34.6393, -58.3630),
            Spot("Puerto Madero", .water, -34.6110, -58.3630), Spot("Bosques de Palermo", .nature, -34.5730, -58.4170),
            Spot("Don Julio", .food, -34.5860, -58.4250), Spot("Palermo Soho", .nightlife, -34.5880, -58.4300),
        ]),
        ("Madrid", [
            Spot("Retiro Park", .nature, 40.4153, -3.6844), Spot("Royal Palace of Madrid", .historical, 40.4180, -3.7143),
            Spot("Mercado de San Miguel", .food, 40.4154, -3.7090), Spot("Templo de Debod", .viewpoint, 40.4240, -3.7178),
            Spot("Malasaña", .nightlife, 40.4260, -3.7040), Spot("Madrid Río Skatepark", .skate, 40.4020, -3.7190),
        ]),
        ("Rome", [
            Spot("Colosseum", .historical, 41.8902, 12.4922), Spot("Trevi Fountain", .water, 41.9009, 12.4833),
            Spot("St. Peter's Dome", .viewpoint, 41.9022, 12.4539), Spot("Villa Borghese", .nature, 41.9140, 12.4920),
            Spot("Trastevere", .nightlife, 41.8890, 12.4700), Spot("Campo de' Fiori", .food, 41.8956, 12.4722),
        ]),
        ("Barcelona", [
            Spot("Sagrada Família", .historical, 41.4036, 2.1744), Spot("Park Güell", .nature, 41.4145, 2.1527),
            Spot("Barceloneta Beach", .water, 41.3784, 2.1925), Spot("La Boqueria", .food, 41.3817, 2.1717),
            Spot("MACBA", .skate, 41.3833, 2.1669), Spot("Bunkers del Carmel", .viewpoint, 41.4189, 2.1617),
            Spot("Razzmatazz", .nightlife, 41.3977, 2.1910),
        ]),
        ("Osaka", [
            Spot("Osaka Castle", .historical, 34.6873, 135.5262), Spot("Dotonbori", .food, 34.6687, 135.5013),
            Spot("Umeda Sky Building", .viewpoint, 34.7053, 135.4903), Spot("Universal Studios Japan", .activity, 34.6654, 135.4323),
            Spot("Amerikamura", .nightlife, 34.6720, 135.4980),
        ]),
        ("Kuala Lumpur", [
            Spot("Petronas Towers", .viewpoint, 3.1579, 101.7116), Spot("Jalan Alor", .food, 3.1456, 101.7085),
            Spot("KL Forest Eco Park", .nature, 3.1510, 101.7030), Spot("Merdeka Square", .historical, 3.1478, 101.6934),
            Spot("Changkat Bukit Bintang", .nightlife, 3.1470, 101.7080),
        ]),
        ("Manila", [
            Spot("Intramuros", .historical, 14.5896, 120.9747), Spot("Rizal Park", .nature, 14.5826, 120.9787),
            Spot("Manila Baywalk", .viewpoint, 14.5720, 120.9800), Spot("Binondo", .food, 14.6000, 120.9740),
            Spot("Poblacion", .nightlife, 14.5650, 121.0300),
        ]),
        ("Casablanca", [
            Spot("Hassan II Mosque", .historical, 33.6086, -7.6327), Spot("Corniche Ain Diab", .water, 33.5950, -7.6700),
            Spot("Marché Central", .food, 33.5970, -7.6130), Spot("Rick's Café", .nightlife, 33.6040, -7.6180),
            Spot("Parc de la Ligue Arabe", .nature, 33.5830, -7.6240),
        ]),
        ("Addis Ababa", [
            Spot("National Museum of Ethiopia", .historical, 9.0390, 38.7610), Spot("Mount Entoto", .viewpoint, 9.0900, 38.7600),
            Spot("Merkato", .activity, 9.0300, 38.7400), Spot("Tomoca Coffee", .food, 9.0340, 38.7520),
            Spot("Unity Park", .nature, 9.0200, 38.7630),
        ]),
        ("Kolkata", [
            Spot("Victoria Memorial", .historical, 22.5448, 88.3426), Spot("Howrah Bridge", .viewpoint, 22.5851, 88.3468),
            Spot("Park Street", .nightlife, 22.5530, 88.3520), Spot("Maidan", .nature, 22.5500, 88.3450),
            Spot("Prinsep Ghat", .water, 22.5550, 88.3310), Spot("Flurys", .food, 22.5528, 88.3525),
        ]),
        ("Lahore", [
            Spot("Badshahi Mosque", .historical, 31.5881, 74.3100), Spot("Minar-e-Pakistan", .viewpoint, 31.5925, 74.3095),
            Spot("Fort Road Food Street", .food, 31.5860, 74.3120), Spot("Shalimar Gardens", .nature, 31.5860, 74.3820),
        ]),
        ("Hyderabad", [
            Spot("Charminar", .historical, 17.3616, 78.4747), Spot("Hussain Sagar", .water, 17.4239, 78.4738),
            Spot("Golconda Fort", .viewpoint, 17.3833, 78.4011), Spot("Paradise Biryani", .food, 17.4427, 78.4870),
            Spot("KBR National Park", .nature, 17.4230, 78.4230),
        ]),
        ("Chengdu", [
            Spot("People's Park", .nature, 30.6580, 104.0580), Spot("Wenshu Monastery", .historical, 30.6750, 104.0720),
            Spot("Jinli Street", .food, 30.6460, 104.0480), Spot("Kuanzhai Alley", .activity, 30.6640, 104.0560),
            Spot("Jiuyanqiao Bar Street", .nightlife, 30.6450, 104.0870),
        ]),
    ]
}
