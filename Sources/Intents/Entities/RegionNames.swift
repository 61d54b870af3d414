/// Countries and US states by the names people type, for "surprise me in japan" and "tents in texas".
public enum RegionNames {
    /// The country names of the reference data's world cities, lower case.
    static let countries: Set<String> = [
        "afghanistan", "aland islands", "albania", "algeria", "american samoa", "andorra", "angola", "anguilla",
        "antigua and barbuda", "argentina", "armenia", "aruba", "australia", "austria", "azerbaijan", "bahamas",
        "bahrain", "bangladesh", "barbados", "belarus", "belgium", "belize", "benin", "bermuda", "bhutan", "bolivia",
        "bonaire, saint eustatius and saba", "bosnia and herzegovina", "botswana", "brazil",
        "british virgin islands", "brunei", "bulgaria", "burkina faso", "burundi", "cabo verde", "cambodia",
        "cameroon", "canada", "cayman islands", "central african republic", "chad", "chile", "china",
        "christmas island", "cocos islands", "colombia", "comoros", "cook islands", "costa rica", "croatia", "cuba",
        "curacao", "cyprus", "czechia", "democratic republic of the congo", "denmark", "djibouti", "dominica",
        "dominican republic", "ecuador", "egypt", "el salvador", "equatorial guinea", "eritrea", "estonia",
        "eswatini", "ethiopia", "falkland islands", "faroe islands", "fiji", "finland", "france", "french guiana",
        "french polynesia", "french southern territories", "gabon", "gambia", "georgia", "germany", "ghana",
        "gibraltar", "greece", "greenland", "grenada", "guadeloupe", "guam", "guatemala", "guernsey", "guinea",
        "guinea-bissau", "guyana", "haiti", "honduras", "hong kong", "hungary", "iceland", "india", "indonesia",
        "iran", "iraq", "ireland", "isle of man", "israel", "italy", "ivory coast", "jamaica", "japan", "jersey",
        "jordan", "kazakhstan", "kenya", "kiribati", "kosovo", "kuwait", "kyrgyzstan", "laos", "latvia", "lebanon",
        "lesotho", "liberia", "libya", "liechtenstein", "lithuania", "luxembourg", "macao", "madagascar", "malawi",
        "malaysia", "maldives", "mali", "malta", "marshall islands", "martinique", "mauritania", "mauritius",
        "mayotte", "mexico", "micronesia", "moldova", "monaco", "mongolia", "montenegro", "montserrat", "morocco",
        "mozambique", "myanmar", "namibia", "nauru", "nepal", "new caledonia", "new zealand", "nicaragua", "niger",
        "nigeria", "niue", "norfolk island", "north korea", "north macedonia", "northern mariana islands", "norway",
        "oman", "pakistan", "palau", "palestinian territory", "panama", "papua new guinea", "paraguay", "peru",
        "philippines", "pitcairn", "poland", "portugal", "puerto rico", "qatar", "republic of the congo", "reunion",
        "romania", "russia", "rwanda", "saint barthelemy", "saint helena", "saint kitts and nevis", "saint lucia",
        "saint martin", "saint pierre and miquelon", "saint vincent and the grenadines", "samoa", "san marino",
        "sao tome and principe", "saudi arabia", "senegal", "serbia", "seychelles", "sierra leone", "singapore",
        "sint maarten", "slovakia", "slovenia", "solomon islands", "somalia", "south africa",
        "south georgia and the south sandwich islands", "south korea", "south sudan", "spain", "sri lanka", "sudan",
        "suriname", "svalbard and jan mayen", "sweden", "switzerland", "syria", "taiwan", "tajikistan", "tanzania",
        "thailand", "the netherlands", "timor leste", "togo", "tonga", "trinidad and tobago", "tunisia", "turkey",
        "turkmenistan", "turks and caicos islands", "tuvalu", "u.s. virgin islands", "uganda", "ukraine",
        "united arab emirates", "united kingdom", "united states", "uruguay", "uzbekistan", "vanuatu", "vatican",
        "venezuela", "vietnam", "wallis and futuna", "western sahara", "yemen", "zambia", "zimbabwe",
    ]

    /// Other names of countries, as the reference data names them.
    static let countryAliases: [String: String] = [
        "usa": "united states", "the us": "united states", "the usa": "united states", "u.s": "united states",
        "u.s.a": "united states", "the u.s": "united states", "the u.s.a": "united states", "america": "united states",
        "united states of america": "united states", "the states": "united states", "the united states": "united states",
        "uk": "united kingdom", "u.k": "united kingdom", "the uk": "united kingdom", "the u.k": "united kingdom",
        "britain": "united kingdom", "great britain": "united kingdom", "england": "united kingdom",
        "scotland": "united kingdom", "wales": "united kingdom", "northern ireland": "united kingdom",
        "the united kingdom": "united kingdom", "holland": "the netherlands", "netherlands": "the netherlands",
        "korea": "south korea", "czech republic": "czechia", "uae": "united arab emirates", "the uae": "united arab emirates",
        "emirates": "united arab emirates", "cote d'ivoire": "ivory coast", "burma": "myanmar", "swaziland": "eswatini",
        "macedonia": "north macedonia", "vatican city": "vatican", "palestine": "palestinian territory",
        "east timor": "timor leste", "turkiye": "turkey", "the philippines": "philippines", "the bahamas": "bahamas",
        "the gambia": "gambia", "cape verde": "cabo verde", "drc": "democratic republic of the congo",
    ]

    /// The fifty states, the capital's district and Puerto Rico, by name, with their two-letter codes.
    public static let usStates: [String: String] = [
        "alabama": "AL", "alaska": "AK", "arizona": "AZ", "arkansas": "AR", "california": "CA", "colorado": "CO",
        "connecticut": "CT", "delaware": "DE", "florida": "FL", "georgia": "GA", "hawaii": "HI", "idaho": "ID",
        "illinois": "IL", "indiana": "IN", "iowa": "IA", "kansas": "KS", "kentucky": "KY", "louisiana": "LA",
        "maine": "ME", "maryland": "MD", "massachusetts": "MA", "michigan": "MI", "minnesota": "MN",
        "mississippi": "MS", "missouri": "MO", "montana": "MT", "nebraska": "NE", "nevada": "NV",
        "new hampshire": "NH", "new jersey": "NJ", "new mexico": "NM", "new york state": "NY", "north carolina": "NC",
        "north dakota": "ND", "ohio": "OH", "oklahoma": "OK", "oregon": "OR", "pennsylvania": "PA",
        "rhode island": "RI", "south carolina": "SC", "south dakota": "SD", "tennessee": "TN", "texas": "TX",
        "utah": "UT", "vermont": "VT", "virginia": "VA", "washington state": "WA", "west virginia": "WV",
        "wisconsin": "WI", "wyoming": "WY", "district of columbia": "DC", "puerto rico": "PR", "cali": "CA",
        "socal": "CA", "norcal": "CA", "southern california": "CA", "northern california": "CA",
    ]

    /// The two-letter codes of `usStates`, lower case.
    static let usStateCodes = Set(usStates.values.map { $0.lowercased() })
    /// `usStates` with the names that, after a city, can only be states: "seattle, washington", "albany new york".
    static let usStatesAfterACity = usStates.merging(["washington": "WA", "new york": "NY"]) { state, _ in state }

    /// A country or state named by the words from `start`, the longest name first, and how many words it took.
    static func match(at start: Int, in words: [String], taken: TakenWords) -> (region: Slots.Place, length: Int)? {
        var phrase = ""
        var found: (Slots.Place, Int)?
        for length in 1...5 {
            let position = start + length - 1
            guard position < words.count, !taken[position] else { break }
            phrase += length == 1 ? words[position] : " " + words[position]
            if usStates[phrase] != nil {
                found = (.state(phrase), length)
            } else if countries.contains(phrase) {
                found = (.country(phrase), length)
            } else if let country = countryAliases[phrase] {
                found = (.country(country), length)
            }
        }
        return found
    }
}
